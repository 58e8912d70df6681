import type { PublicEvent } from '@expo/contract/conferences';
import { conferenceRoutes } from '@expo/contract/routes/conferences';
import { useCallback } from 'react';

import { call } from '../api/api-client';
import { useAsyncData } from '../hooks/use-async-data';
import { getStoredEventId } from '../session/admin';

/** What anyone may know of an event (the walk-in form shows its name). */
export const getPublicEvent = (eventId: number, signal?: AbortSignal) =>
  call(conferenceRoutes.publicEvent, { params: { id: eventId }, signal });

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
