import { call } from '../../../lib/api/api-client';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { visitRoutes } from '@expo/contract/routes/visits';

/** With the desk token (or the admin's); a new Idempotency-Key per read, so a resend records nothing new. */
export const recordDoorCheckIn = (lectureId: number, userId: number, eventId: number | null) =>
  call(visitRoutes.doorCheckIn, {
    params: { lectureId },
    query: { eventId },
    body: { userId },
    headers: { 'Idempotency-Key': newClientEventId() },
  });
