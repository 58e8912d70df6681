import { api } from '../../../lib/api-client';
import type { Lecture, LectureFields } from '@expo/contract/lectures';

/** PUT /api/lectures/{id}: the updated lecture. */
export function updateLecture(id: string, fields: LectureFields, eventId: number): Promise<Lecture> {
  return api.put<Lecture>(`/lectures/${encodeURIComponent(id)}`, fields, { query: { eventId } });
}
