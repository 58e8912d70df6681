import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';
import type { PrivacyNotices } from '@expo/contract/privacy';

export const NO_NOTICES: PrivacyNotices = { collection: null, exhibitors: null };

/** GET /api/public/privacy-notices?eventId=: the event's consent notices (no login). */
export function getPrivacyNotices(eventId: number, signal?: AbortSignal): Promise<PrivacyNotices> {
  return api.get<PrivacyNotices>('/public/privacy-notices', { query: { eventId }, auth: 'none', signal });
}

/** The notices of the walk-in form's event (none without an event id). */
export function usePrivacyNotices(eventId: number | null) {
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      eventId === null ? Promise.resolve(NO_NOTICES) : getPrivacyNotices(eventId, signal),
    [eventId],
  );
  return useAsyncData(fetcher);
}
