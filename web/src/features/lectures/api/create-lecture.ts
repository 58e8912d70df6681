import { api } from '../../../lib/api-client';
import type { Lecture, LectureFields } from '@expo/contract/lectures';

/** POST /api/lectures: registers a lecture of the event. */
export function createLecture(fields: LectureFields, eventId: number): Promise<Lecture> {
  return api.post<Lecture>('/lectures', fields, { query: { eventId } });
}
