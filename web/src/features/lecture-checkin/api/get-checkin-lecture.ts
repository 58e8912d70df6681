import { api } from '../../../lib/api-client';
import type { Lecture } from '@expo/contract/lectures';

/** GET /api/lectures/{id}: open, called without any token from the attendee's phone. */
export function getCheckinLecture(lectureId: number, signal?: AbortSignal): Promise<Lecture> {
  return api.get<Lecture>(`/lectures/${String(lectureId)}`, { auth: 'none', signal });
}
