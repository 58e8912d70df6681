import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Desk } from '@expo/contract/desks';

/** GET /api/desks: the event's desk accounts. */
export function getDesks(signal?: AbortSignal): Promise<Desk[]> {
  return api.get<Desk[]>('/desks', { query: { eventId: getStoredEventId() }, signal });
}
