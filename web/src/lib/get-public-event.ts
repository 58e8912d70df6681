import type { PublicEvent } from '@expo/contract/conferences';
import { useCallback } from 'react';

import { api } from './api-client';
import { useAsyncData } from './use-async-data';
import { getStoredEventId } from './session';

/** GET /api/public/events/{id}: what anyone may know of an event (the walk-in form shows its name). */
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

/**
 * The server's public address (PUBLIC_URL) for the admin's event, for login addresses shown to booth and desk
 * staff; undefined until known (the address this browser uses may not be one their devices reach).
 */
export function usePublicUrl(): string | undefined {
  return usePublicEvent(getStoredEventId()).data?.publicUrl;
}
