import { useParams } from 'react-router-dom';

import { getStoredEventId } from '../../../lib/session/admin';
import { useAlertOnce } from '../hooks/use-alert-once';
import { lectureTexts } from '../texts';
import { LectureQrSheet } from './lecture-qr-sheet';

/**
 * /lectures/{id}/qr (open route): the QR an admin prints for the lecture room door. Without a stored
 * eventId it alerts and loads nothing (spec §5).
 */
export function LectureQrPage() {
  const { id = '' } = useParams();
  const eventId = getStoredEventId();
  useAlertOnce(eventId === null ? lectureTexts.qrMissingEventId : null);

  return (
    <section className="lecture-qr-page">
      {eventId === null ? (
        <p className="message message-error" role="alert">
          {lectureTexts.qrMissingEventId}
        </p>
      ) : (
        <LectureQrSheet key={id} id={id} />
      )}
    </section>
  );
}
