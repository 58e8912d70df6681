import type { Programme, ProgrammeLecture } from '@expo/contract/programme';
import { PROGRAMME_TEXTS } from '@expo/contract/programme-texts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';

import { LanguageSwitch } from '../../../components/language-switch';
import { isApiError } from '../../../lib/api/api-client';
import { useLang } from '../../../lib/i18n/language';
import { keepPageOffline } from '../../../lib/offline/keep-page-offline';
import { getProgramme, setLectureStar, type ProgrammeLink } from '../api/programme-calls';
import { serverDrawnProgramme } from '../api/server-drawn-programme';
import { useOnline } from '../hooks/use-online';
import { useProgrammeLive } from '../hooks/use-programme-live';
import { clockTime, withPushedSeats, withStars } from '../programme-state';
import { ProgrammeView } from './programme-view';
import './programme.css';

interface LiveProgrammeProps {
  eventId: string;
  link: ProgrammeLink | null;
  /** What the server drew the page with, and when; none: the app reads it. */
  drawn?: { programme: Programme; drawnAt: string };
}

/** The programme kept current: seats live, read again after a reconnect, stars changed by the signed link. */
function LiveProgramme({ eventId, link, drawn }: LiveProgrammeProps) {
  const lang = useLang();
  const texts = PROGRAMME_TEXTS[lang];
  const online = useOnline();
  const [programme, setProgramme] = useState<Programme | null>(drawn?.programme ?? null);
  const [receivedAt, setReceivedAt] = useState(() => new Date(drawn?.drawnAt ?? Date.now()));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [starNote, setStarNote] = useState<string | null>(null);
  const [starring, setStarring] = useState<number | null>(null);
  const reading = useRef<AbortController | null>(null);

  const refetch = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    getProgramme(eventId, link, lang, controller.signal).then(
      (read) => {
        setProgramme(read);
        setReceivedAt(new Date());
        setRefusal(null);
      },
      (error: unknown) => {
        // a phone that lost its signal keeps what it shows; a page with nothing yet says why
        if (!controller.signal.aborted && isApiError(error) && error.status > 0)
          setRefusal(texts.refused(error.message));
      },
    );
  }, [eventId, link, lang, texts]);

  useEffect(() => {
    if (!drawn) refetch();
    return () => reading.current?.abort();
    // the first read only: later ones follow the live connection
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useProgrammeLive(
    programme?.eventId ?? null,
    (push) => {
      if (!programme) return;
      const next = withPushedSeats(programme, push);
      setProgramme(next.programme);
      setReceivedAt(new Date());
      if (next.unknown) refetch();
    },
    refetch,
  );

  useEffect(() => {
    if (programme) document.title = texts.title(programme.eventName);
  }, [programme, texts]);

  const toggleStar = (lecture: ProgrammeLecture) => {
    if (!link || !programme?.attendee) return;
    const on = !programme.attendee.starred.includes(lecture.id);
    setStarring(lecture.id);
    setStarNote(null);
    setLectureStar(eventId, lecture.id, link, on, lang)
      .then(
        (answer) => setProgramme((shown) => shown && withStars(shown, answer.stars)),
        (error: unknown) =>
          setStarNote(
            isApiError(error) && error.status > 0 ? texts.refused(error.message) : texts.starOffline,
          ),
      )
      .finally(() => setStarring(null));
  };

  if (!programme)
    return refusal ? (
      <p className="qr-status qr-not-found" role="alert">
        {refusal}
      </p>
    ) : null;
  const offline = online ? null : texts.offline(clockTime(receivedAt));
  const notice = offline && link ? `${offline} ${texts.starOffline}` : (offline ?? starNote);
  return (
    <ProgrammeView
      programme={programme}
      lang={lang}
      notice={notice}
      starsEnabled={online && starring === null}
      onToggleStar={toggleStar}
    />
  );
}

/**
 * /program/{eventId}: the event's lectures by day on an attendee's phone, seats live; from the QR page's signed
 * link their '내 일정' and check-ins. The server draws the page; the app takes it over from what it was drawn with.
 */
export function ProgrammePage() {
  const { eventId = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const attendee = params.get('attendee');
  const sig = params.get('sig');
  const linkKey = attendee && sig ? `${attendee}:${sig}` : '';
  const link = useMemo<ProgrammeLink | null>(
    () => (attendee && sig ? { attendee, sig } : null),
    [attendee, sig],
  );
  const drawn = serverDrawnProgramme(pathname);
  const texts = PROGRAMME_TEXTS[useLang()];
  const kept = drawn?.kind === 'programme';
  // kept on the phone: the programme opens again with no signal
  useEffect(() => {
    if (kept) keepPageOffline('/program/');
  }, [kept]);

  return (
    <section className="public-page programme-page">
      <LanguageSwitch onChosen={() => kept && keepPageOffline('/program/', { refresh: true })} />
      {drawn?.kind === 'error' ? (
        <p className="qr-status qr-not-found" role="alert">
          {texts.refused(drawn.message)}
        </p>
      ) : (
        <LiveProgramme
          key={`${eventId}?${linkKey}`}
          eventId={eventId}
          link={link}
          drawn={drawn?.kind === 'programme' ? drawn : undefined}
        />
      )}
    </section>
  );
}
