import { QRCodeSVG } from 'qrcode.react';

import { lectureDoorTexts } from '../texts';
import type { DoorSurveyOffer } from '../use-door-survey';

/**
 * Beneath the check-in's result: the lecture's survey as a QR code the attendee scans with their own phone's
 * camera (their answering page, signed by their check-in), with whom it is for.
 */
export function DoorSurveyQr({ offer }: { offer: DoorSurveyOffer }) {
  return (
    <section className="door-survey" data-testid="door-survey" aria-labelledby="door-survey-title">
      <QRCodeSVG
        value={offer.url}
        size={168}
        marginSize={4}
        level="M"
        className="door-survey-qr"
        data-testid="door-survey-qr"
        role="img"
        aria-label={lectureDoorTexts.surveyQrLabel}
      />
      <div className="door-survey-text">
        <p className="door-survey-kicker">{lectureDoorTexts.surveyKicker}</p>
        <h2 className="door-survey-title" id="door-survey-title" data-testid="door-survey-title">
          {offer.title}
        </h2>
        <p className="door-survey-hint">{lectureDoorTexts.surveyHint(offer.attendeeName)}</p>
      </div>
    </section>
  );
}
