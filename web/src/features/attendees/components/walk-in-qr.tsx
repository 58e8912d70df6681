import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import type { WalkInTexts } from '../walk-in-texts';
import { EntryQr } from './entry-qr';

interface WalkInQrProps {
  attendeeId: number;
  /** The form's texts (Korean or English). */
  texts: WalkInTexts;
  /** Their signed QR page (`/qr-view/{id}?sig=…`), as the server answered the registration. */
  qrViewPath?: string;
}

/**
 * After a walk-in registered at /manual-register: their entry QR (the attendee ID, exactly as /qr-view
 * encodes it), their ID, where to go next and a link to their own QR page to keep on the phone.
 */
export function WalkInQr({ attendeeId, texts, qrViewPath }: WalkInQrProps) {
  const block = useRef<HTMLDivElement>(null);
  // on a phone the form fills the screen: bring the QR into view
  useEffect(() => {
    block.current?.scrollIntoView({ block: 'nearest' });
  }, [attendeeId]);

  return (
    <div className="walk-in-qr" data-testid="walk-in-qr" ref={block}>
      <h2 className="walk-in-qr-title">{texts.qrTitle}</h2>
      <EntryQr
        attendeeId={attendeeId}
        label={texts.qrId(attendeeId)}
        className="walk-in-qr-code"
        testId="walk-in-qr-code"
      />
      <p className="qr-id" data-testid="walk-in-qr-id">
        {texts.qrId(attendeeId)}
      </p>
      <p className="walk-in-qr-desk">{texts.desk}</p>
      {qrViewPath && (
        <Link to={qrViewPath} className="btn btn-secondary btn-block" data-testid="walk-in-qr-link">
          {texts.openQrPage}
        </Link>
      )}
    </div>
  );
}
