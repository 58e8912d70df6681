import { api } from '../../../lib/api-client';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import type { DoorCheckIn } from '@expo/contract/visits';

/**
 * POST /api/lectures/{id}/door-checkins with the desk token (or the admin's); a new Idempotency-Key per read,
 * so a resend of the same request records nothing new.
 */
export function recordDoorCheckIn(
  lectureId: number,
  userId: number,
  eventId: number | null,
): Promise<DoorCheckIn> {
  return api.post<DoorCheckIn>(
    `/lectures/${String(lectureId)}/door-checkins`,
    { userId },
    { auth: 'desk', query: { eventId }, headers: { 'Idempotency-Key': newClientEventId() } },
  );
}
