import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAdminSession } from '../../lib/session/use-admin-session';

/**
 * The event /report is compared with (전년 대비): `?compareTo=` in the address, an organiser's only (an event
 * admin sees one event), never the report's own event (after a switch to it). Setting it replaces the address.
 */
export function useCompareTo(): {
  organiser: boolean;
  compareTo: number | null;
  setCompareTo: (eventId: number | null) => void;
} {
  const session = useAdminSession();
  const [params, setParams] = useSearchParams();
  const organiser = session?.organiser ?? false;
  const raw = Number(params.get('compareTo'));
  const valid = Number.isSafeInteger(raw) && raw > 0 && String(raw) !== session?.eventId;
  const setCompareTo = useCallback(
    (eventId: number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (eventId === null) next.delete('compareTo');
          else next.set('compareTo', String(eventId));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { organiser, compareTo: organiser && valid ? raw : null, setCompareTo };
}
