import { api } from '../../../lib/api-client';

/** The admin's event name: GET /api/badge-settings answers it beside the event's badge settings. */
export async function getEventName(eventId: number, signal?: AbortSignal): Promise<string> {
  const settings = await api.get<{ eventName?: string }>('/badge-settings', { query: { eventId }, signal });
  return settings.eventName ?? '';
}
