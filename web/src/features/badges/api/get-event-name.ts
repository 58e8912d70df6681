import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** The admin's event name, which every badge shows: answered with the event's badge settings. */
export async function getEventName(_attendeeId: number | null, signal?: AbortSignal): Promise<string | null> {
  const settings = await api.get<{ eventName?: string }>('/badge-settings', {
    query: { eventId: getStoredEventId() },
    signal,
  });
  return settings.eventName || null;
}
