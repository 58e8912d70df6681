import { call } from '../api/api-client';
import { getStoredEventId } from '../session/admin';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The admin's event name (badges and the walk-in poster show it, beside the event's badge settings). */
export async function getEventName(signal?: AbortSignal, eventId = getStoredEventId()): Promise<string> {
  return (await call(frontDeskRoutes.badgeSettings, { query: { eventId }, signal })).eventName;
}
