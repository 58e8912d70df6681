import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Lecture } from '@expo/contract/lectures';

/** GET /api/lectures: the event's lectures by date, time and id. */
export function getLectures(signal?: AbortSignal): Promise<Lecture[]> {
  return api.get<Lecture[]>('/lectures', { query: { eventId: getStoredEventId() }, signal });
}
