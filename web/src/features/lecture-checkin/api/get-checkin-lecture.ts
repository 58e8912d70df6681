import { api } from '../../../lib/api-client';
import type { CheckinLecture } from '../types';

/** GET /api/lectures/{id}: open, called without any token from the attendee's phone. */
export function getCheckinLecture(lectureId: number, signal?: AbortSignal): Promise<CheckinLecture> {
  return api.get<CheckinLecture>(`/lectures/${String(lectureId)}`, { auth: 'none', signal });
}
