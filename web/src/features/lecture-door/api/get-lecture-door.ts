import { api } from '../../../lib/api-client';
import type { LectureDoor } from '@expo/contract/visits';

/** GET /api/lectures/{id}/door with the desk token, or the admin's (with the stored event id). */
export function getLectureDoor(
  lectureId: number,
  eventId: number | null,
  signal?: AbortSignal,
): Promise<LectureDoor> {
  return api.get<LectureDoor>(`/lectures/${String(lectureId)}/door`, {
    auth: 'desk',
    query: { eventId },
    signal,
  });
}
