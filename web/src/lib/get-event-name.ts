import { api } from './api-client';
import { getStoredEventId } from './session';

/**
 * The admin's event name (badges and the walk-in poster show it): GET /api/badge-settings answers it beside the
 * event's badge settings. '' when the event has none.
 */
export async function getEventName(signal?: AbortSignal, eventId = getStoredEventId()): Promise<string> {
  const settings = await api.get<{ eventName?: string }>('/badge-settings', { query: { eventId }, signal });
  return settings.eventName ?? '';
}
