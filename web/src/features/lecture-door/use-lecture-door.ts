import { useCallback, useEffect, useRef, useState } from 'react';

import { toApiError } from '../../lib/api/api-errors';
import { getLectureDoor } from './api/get-lecture-door';
import { lectureDoorTexts } from './texts';
import type { LectureDoor } from '@expo/contract/visits';

/** The count is read again this often, for the attendees checking in on their own phones. */
export const DOOR_REFRESH_MS = 10_000;

export interface LectureDoorState {
  door: LectureDoor | null;
  error: string | null;
  /** A check-in's answer carries the newest count: shown at once. */
  showCount: (count: { checkedIn: number; capacity: number | null }) => void;
}

/**
 * The lecture's door (title, 정원, 입장), loaded now and every 10 s. An answer to a read started before the
 * last check-in's answer is older than what is shown, and is dropped.
 */
export function useLectureDoor(lectureId: number, eventId: number | null): LectureDoorState {
  const [door, setDoor] = useState<LectureDoor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countedAt = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      const startedAt = performance.now();
      getLectureDoor(lectureId, eventId, controller.signal).then(
        (loaded) => {
          if (startedAt < countedAt.current) return;
          setDoor(loaded);
          setError(null);
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setError(lectureDoorTexts.loadFailed(toApiError(caught).message));
        },
      );
    };
    load();
    const timer = window.setInterval(load, DOOR_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [lectureId, eventId]);

  const showCount = useCallback((count: { checkedIn: number; capacity: number | null }) => {
    countedAt.current = performance.now();
    setDoor((current) => (current ? { ...current, ...count } : current));
  }, []);

  return { door, error, showCount };
}
