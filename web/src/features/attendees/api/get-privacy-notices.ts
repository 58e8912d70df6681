import { useCallback } from 'react';

import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../../lib/api/api-client';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import type { PrivacyNotices } from '@expo/contract/privacy';

export const NO_NOTICES: PrivacyNotices = { collection: null, exhibitors: null };

/** The event's consent notices (no login). */
export const getPrivacyNotices = (eventId: number, signal?: AbortSignal) =>
  call(privacyRoutes.notices, { query: { eventId }, signal });

/** The notices of the walk-in form's event (none without an event id). */
export function usePrivacyNotices(eventId: number | null) {
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      eventId === null ? Promise.resolve(NO_NOTICES) : getPrivacyNotices(eventId, signal),
    [eventId],
  );
  return useAsyncData(fetcher);
}
