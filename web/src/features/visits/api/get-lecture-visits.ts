import { api } from '../../../lib/api-client';
import type { Visit } from '@expo/contract/visits';

/** GET /api/lecture-visits/{lectureId}: the lecture's check-ins, newest first. */
export function getLectureVisits(lectureId: number, eventId: number, signal?: AbortSignal): Promise<Visit[]> {
  return api.get<Visit[]>(`/lecture-visits/${String(lectureId)}`, { query: { eventId }, signal });
}
