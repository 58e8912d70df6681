import { QRCodeCanvas } from 'qrcode.react';
import { useCallback, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import { OpenSurveyLinks } from '../../../components/open-survey-links';
import { saveUrl } from '../../../lib/api/save-file';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getAttendeeForQr } from '../api/get-attendee';
import { QR_SIZE, qrJpgFileName, renderQrJpg } from '../qr-jpg';
import { attendeeTexts } from '../texts';

/** /qr-view/{userId}: the attendee's entry QR on their phone, from the signed link they were sent. */
export function QrViewPage() {
  const { userId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const sig = searchParams.get('sig');
  const qrCanvas = useRef<HTMLCanvasElement>(null);

  const fetcher = useCallback(
    (signal: AbortSignal) =>
      getAttendeeForQr(userId, sig, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error(attendeeTexts.qrLoadFailedLog, error);
        throw error;
      }),
    [userId, sig],
  );
  const { data: attendee, error, loading } = useAsyncData(fetcher);

  if (loading) {
    return (
      <section className="public-page">
        <p className="qr-status" role="status">
          {attendeeTexts.qrLoading}
        </p>
      </section>
    );
  }
  if (error || !attendee) {
    // a link whose signature does not match (403 LINK.INVALID) is told apart from an attendee that is gone
    const invalidLink = error?.status === 403 && error.code === 'LINK.INVALID';
    return (
      <section className="public-page">
        <p className="qr-status qr-not-found" role="alert">
          {invalidLink ? attendeeTexts.qrInvalidLink : attendeeTexts.qrNotFound}
        </p>
      </section>
    );
  }

  const eventName = attendee.event?.name ?? '';
  const downloadJpg = () => {
    if (!qrCanvas.current) return;
    const dataUrl = renderQrJpg(qrCanvas.current, { eventName, attendeeName: attendee.name });
    saveUrl(dataUrl, qrJpgFileName(userId));
  };

  return (
    <section className="public-page">
      <div className="card public-card qr-card">
        <h1 className="qr-heading">{attendeeTexts.qrHeading(attendee.name)}</h1>
        <QRCodeCanvas
          ref={qrCanvas}
          value={userId}
          size={QR_SIZE}
          marginSize={4}
          className="qr-canvas"
          data-testid="qr-canvas"
        />
        <p className="qr-id" data-testid="qr-attendee-id">
          {attendeeTexts.qrId(attendee.id)}
        </p>
        <p className="qr-event" data-testid="qr-event-name">
          {eventName}
        </p>
        <p className="qr-notice">{attendeeTexts.qrDarkModeNotice}</p>
        <button type="button" className="btn btn-primary btn-block btn-large" onClick={downloadJpg}>
          {attendeeTexts.qrDownload}
        </button>
        {sig && <OpenSurveyLinks who={{ kind: 'link', userId: attendee.id, sig }} />}
      </div>
    </section>
  );
}
