import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';

/** A consent notice as the walk-in form shows it; `version` is what a consent records. */
export interface PublicNotice {
  purpose: string;
  items: string;
  retention: string;
  refusal: string;
  version: number;
}

export interface PublicExhibitorNotice extends PublicNotice {
  recipients: string;
}

/** GET /api/public/privacy-notices: null for a notice the event does not ask. */
export interface PrivacyNotices {
  collection: PublicNotice | null;
  exhibitors: PublicExhibitorNotice | null;
}

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
