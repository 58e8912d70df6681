import { api } from '../../../lib/api-client';
import type { LectureCheckIn } from '@expo/contract/visits';

/** POST /api/lecture-visits/checkin {lectureId, userId}: open; 409 when already checked in. */
export function checkInToLecture(lectureId: number, userId: number): Promise<LectureCheckIn> {
  return api.post<LectureCheckIn>('/lecture-visits/checkin', { lectureId, userId }, { auth: 'none' });
}
