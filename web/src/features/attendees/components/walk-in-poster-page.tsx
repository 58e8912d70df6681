import './walk-in-poster.css';

import { QRCodeSVG } from 'qrcode.react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { PublicAddressWarning } from '../../../components/public-address-warning';
import { getPublicEvent } from '../../../lib/event/get-public-event';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { useRequiredEventId } from '../../../lib/session/use-required-event-id';
import { attendeeTexts } from '../texts';

/** Only the poster prints, on one A4 page (set while this page is shown). */
const PAGE_RULE = '@page { size: A4; margin: 15mm; }';

/** The A4 poster itself: the event name, '현장 등록', the form's QR and its address. */
function WalkInPoster({ eventName, url }: { eventName: string; url: string }) {
  return (
    <div className="walk-in-poster" data-testid="walk-in-poster">
      <p className="walk-in-poster-event" data-testid="walk-in-poster-event">
        {eventName}
      </p>
      <h1 className="walk-in-poster-heading">{attendeeTexts.posterHeading}</h1>
      <p className="walk-in-poster-help">{attendeeTexts.posterHelp}</p>
      <QRCodeSVG
        value={url}
        size={320}
        marginSize={4}
        level="M"
        className="walk-in-poster-qr"
        data-testid="walk-in-poster-qr"
      />
      <p className="walk-in-poster-url" data-testid="walk-in-poster-url">
        {url}
      </p>
    </div>
  );
}

/**
 * /users/walk-in-poster (admin): the printable A4 poster that sends walk-ins to /manual-register, on the server's
 * public address (PUBLIC_URL, answered with the event): the admin's browser may use another address than the
 * visitors' phones reach.
 */
export function WalkInPosterPage() {
  const eventId = useRequiredEventId('/users');
  const fetcher = useCallback(
    (signal: AbortSignal) => (eventId === null ? Promise.resolve(null) : getPublicEvent(eventId, signal)),
    [eventId],
  );
  const { data: event, error, loading } = useAsyncData(fetcher);
  if (eventId === null) return null;

  return (
    <section className="page walk-in-poster-page">
      <style>{PAGE_RULE}</style>
      <header className="page-header walk-in-poster-actions">
        <h2 className="walk-in-poster-title">{attendeeTexts.posterPageTitle}</h2>
        <div className="page-header-actions">
          <Link to="/users" className="btn btn-secondary">
            {attendeeTexts.posterBack}
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!event}
            onClick={() => {
              window.print();
            }}
          >
            {attendeeTexts.posterPrint}
          </button>
        </div>
      </header>
      <PublicAddressWarning publicUrl={event?.publicUrl} />
      <LoadStatus
        errorText={error ? attendeeTexts.posterLoadFailed(error.message) : null}
        loadingText={loading && !event ? attendeeTexts.posterLoading : null}
      />
      {event && <WalkInPoster eventName={event.name} url={event.registrationUrl} />}
    </section>
  );
}
