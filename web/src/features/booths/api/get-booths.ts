import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Booth } from '@expo/contract/booths';

/** GET /api/booths: the event's booths, by id. */
export function getBooths(signal?: AbortSignal): Promise<Booth[]> {
  return api.get<Booth[]>('/booths', { query: { eventId: getStoredEventId() }, signal });
}
