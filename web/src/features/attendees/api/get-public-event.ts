import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';

/** GET /api/public/events/{id}: what anyone may know of an event (the walk-in form shows its name). */
export interface PublicEvent {
  id: number;
  name: string;
}

export function getPublicEvent(eventId: number, signal?: AbortSignal): Promise<PublicEvent> {
  return api.get<PublicEvent>(`/public/events/${String(eventId)}`, { auth: 'none', signal });
}

/** The walk-in form's event, checked as the page opens (none to check without an event id). */
export function usePublicEvent(eventId: number | null) {
  const fetcher = useCallback(
    (signal: AbortSignal) => (eventId === null ? Promise.resolve(null) : getPublicEvent(eventId, signal)),
    [eventId],
  );
  return useAsyncData<PublicEvent | null>(fetcher);
}
