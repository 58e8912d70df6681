import { useCallback, useEffect, useRef, useState } from 'react';

import { getPublicEvent } from '../../lib/event/get-public-event';
import { getStoredEventId } from '../../lib/session/admin';
import { getDeskSession } from '../../lib/session/desk';
import { getDoorSurvey } from './api/get-door-survey';

/** How long the survey's QR stays for the attendee let in, unless the next read comes first. */
export const DOOR_SURVEY_MS = 30_000;

/** The survey QR of the attendee just let in: whom it is for, what it asks, and the address it opens. */
export interface DoorSurveyOffer {
  attendeeName: string;
  title: string;
  /** The absolute address of their answering page, on the server's public address. */
  url: string;
}

export interface DoorSurveyState {
  offer: DoorSurveyOffer | null;
  /** After a check-in: looks for the lecture's open survey in the background (never awaited by the scan). */
  offerTo: (attendee: { userId: number; userName: string }) => void;
  /** A new read began: the last attendee's QR goes (it must not be answered as them by the next one). */
  withdraw: () => void;
}

/** The server's public address (PUBLIC_URL) of the door's event, read once; the page's own origin until known. */
function usePublicOrigin(): string {
  const [origin, setOrigin] = useState(window.location.origin);
  useEffect(() => {
    const eventId = getDeskSession()?.eventId ?? getStoredEventId();
    if (eventId === null) return;
    const controller = new AbortController();
    getPublicEvent(eventId, controller.signal).then(
      (event) => setOrigin(event.publicUrl.replace(/\/+$/, '')),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return origin;
}

/**
 * The lecture door's survey offer: after a check-in, the lecture's open survey as a QR the attendee scans with
 * their own phone. Fetched in the background, so the next scan never waits for it; a failure or no survey
 * shows nothing; the next read, or 30 s, takes it away.
 */
export function useDoorSurvey(lectureId: number): DoorSurveyState {
  const origin = usePublicOrigin();
  const [offer, setOffer] = useState<DoorSurveyOffer | null>(null);
  const pending = useRef<AbortController | null>(null);
  const expiry = useRef<number | undefined>(undefined);

  const withdraw = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    window.clearTimeout(expiry.current);
    setOffer(null);
  }, []);

  const offerTo = useCallback(
    ({ userId, userName }: { userId: number; userName: string }) => {
      withdraw();
      const controller = new AbortController();
      pending.current = controller;
      getDoorSurvey(lectureId, userId, controller.signal).then(
        (survey) => {
          if (controller.signal.aborted || !survey) return;
          pending.current = null;
          setOffer({ attendeeName: userName, title: survey.title, url: `${origin}${survey.answerPath}` });
          expiry.current = window.setTimeout(() => setOffer(null), DOOR_SURVEY_MS);
        },
        // no survey to offer: the door goes on as before
        () => undefined,
      );
    },
    [lectureId, origin, withdraw],
  );

  useEffect(() => withdraw, [withdraw]);

  return { offer, offerTo, withdraw };
}
