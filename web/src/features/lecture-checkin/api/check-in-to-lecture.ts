import { api } from '../../../lib/api-client';
import type { CheckinReceipt } from '../types';

/** POST /api/lecture-visits/checkin {lectureId, userId}: open; 409 when already checked in. */
export function checkInToLecture(lectureId: number, userId: number): Promise<CheckinReceipt> {
  return api.post<CheckinReceipt>('/lecture-visits/checkin', { lectureId, userId }, { auth: 'none' });
}
