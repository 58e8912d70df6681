import { programmeLinkPath, QR_VIEW_TEXTS, qrRefusalText } from '@expo/contract/qr-view-texts';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';

import { LanguageSwitch } from '../../../components/language-switch';
import { OpenSurveyLinks } from '../../../components/open-survey-links';
import { saveUrl } from '../../../lib/api/save-file';
import { useLang } from '../../../lib/i18n/language';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { keepPageOffline } from '../../../lib/offline/keep-page-offline';
import { getAttendeeForQr } from '../api/get-attendee';
import { serverDrawnQrView } from '../api/server-drawn-qr-view';
import { qrImageOf, qrJpgFileName, renderQrJpg } from '../qr-jpg';
import { attendeeTexts } from '../texts';
import { EntryQr } from './entry-qr';

interface QrCardProps {
  id: number;
  name: string;
  eventName: string;
  /** The attendee's event: the signed link opens its programme too. */
  eventId?: number;
  /** The signed link's signature: the attendee's open surveys are offered with it. */
  sig: string | null;
  /** The QR the server drew, shown as it is; the app draws one when there is none. */
  drawnQr?: SVGSVGElement;
}

/**
 * The server's QR element, put back in the page as it was (in the same frame as the app's first paint), named in
 * the page's language.
 */
function DrawnQr({ qr, label }: { qr: SVGSVGElement; label: string }) {
  const slot = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    qr.setAttribute('aria-label', label);
    slot.current?.replaceChildren(qr);
  }, [qr, label]);
  return <span ref={slot} className="qr-slot" />;
}

/** The entry QR card: the same elements, classes and texts as the page the server draws (qr-view-page.markup.ts). */
function QrCard({ id, name, eventName, eventId, sig, drawnQr }: QrCardProps) {
  const lang = useLang();
  const texts = QR_VIEW_TEXTS[lang];
  const qr = useRef<SVGSVGElement>(null);
  const downloadJpg = async () => {
    const svg = drawnQr ?? qr.current;
    if (!svg) return;
    const labels = { eventName, entryLabel: texts.entryLabel(name), notice: texts.darkModeNotice };
    const dataUrl = renderQrJpg(await qrImageOf(svg), labels);
    saveUrl(dataUrl, qrJpgFileName(String(id)));
  };

  return (
    <div className="card public-card qr-card">
      <h1 className="qr-heading">{texts.heading(name)}</h1>
      {drawnQr ? (
        <DrawnQr qr={drawnQr} label={texts.qrAlternative(name, id)} />
      ) : (
        <EntryQr
          ref={qr}
          attendeeId={id}
          label={texts.qrAlternative(name, id)}
          className="qr-canvas"
          testId="qr-canvas"
        />
      )}
      <p className="qr-id" data-testid="qr-attendee-id">
        {texts.id(id)}
      </p>
      <p className="qr-event" data-testid="qr-event-name">
        {eventName}
      </p>
      <p className="qr-notice">{texts.darkModeNotice}</p>
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        onClick={() => void downloadJpg()}
      >
        {texts.download}
      </button>
      {sig && eventId && (
        <a
          className="btn btn-secondary btn-block qr-programme-link"
          href={programmeLinkPath(eventId, id, sig)}
        >
          {texts.programme}
        </a>
      )}
      {sig && <OpenSurveyLinks who={{ kind: 'link', userId: id, sig }} lang={lang} />}
    </div>
  );
}

function QrRefusal({ text }: { text: string }) {
  return (
    <p className="qr-status qr-not-found" role="alert">
      {text}
    </p>
  );
}

/** The app's own lookup: an admin's look without a signature (the server draws a signed link's page). */
function LookedUpQrView({ userId, sig }: { userId: string; sig: string | null }) {
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      getAttendeeForQr(userId, sig, signal).catch((error: unknown) => {
        if (!signal.aborted) console.error(attendeeTexts.qrLoadFailedLog, error);
        throw error;
      }),
    [userId, sig],
  );
  const { data: attendee, error, loading } = useAsyncData(fetcher);
  const texts = QR_VIEW_TEXTS[useLang()];

  if (loading)
    return (
      <p className="qr-status" role="status">
        {texts.loading}
      </p>
    );
  if (error || !attendee) {
    // a link whose signature does not match (403 LINK.INVALID) is told apart from an attendee that is gone
    const invalidLink = error?.status === 403 && error.code === 'LINK.INVALID';
    return <QrRefusal text={invalidLink ? texts.invalidLink : texts.notFound} />;
  }
  return (
    <QrCard
      id={attendee.id}
      name={attendee.name}
      eventName={attendee.event?.name ?? ''}
      eventId={attendee.eventId}
      sig={sig}
    />
  );
}

/**
 * /qr-view/{userId}: the attendee's entry QR on their phone, from the signed link they were sent. The server
 * draws that page, QR included; the app takes it over with the same card from what the server drew it with.
 */
export function QrViewPage() {
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sig = searchParams.get('sig');
  const drawn = serverDrawnQrView(pathname);
  const kept = drawn?.kind === 'attendee';
  const texts = QR_VIEW_TEXTS[useLang()];
  // the attendee's own page, kept on the phone: it opens again at the door with no signal
  useEffect(() => {
    if (kept) keepPageOffline('/qr-view/');
  }, [kept]);

  return (
    <section className="public-page">
      {/* the kept copy follows a new choice of language */}
      <LanguageSwitch onChosen={() => kept && keepPageOffline('/qr-view/', { refresh: true })} />
      {drawn?.kind === 'attendee' ? (
        <QrCard
          id={drawn.id}
          name={drawn.name}
          eventName={drawn.eventName}
          eventId={drawn.eventId}
          sig={sig}
          drawnQr={drawn.qr}
        />
      ) : drawn?.kind === 'error' ? (
        <QrRefusal text={qrRefusalText(texts, drawn.code, drawn.message)} />
      ) : (
        <LookedUpQrView key={`${userId}?${sig ?? ''}`} userId={userId} sig={sig} />
      )}
    </section>
  );
}
