import type { QrMessage } from '@expo/contract/messaging';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** The fields of one QR message (GET /api/users/{id}/messages) the send action follows. */
export type AttendeeQrMessage = Pick<QrMessage, 'id' | 'status' | 'channel' | 'lastError'>;

/** GET /api/users/{id}/messages: the attendee's QR messages, newest first. */
export function getAttendeeMessages(id: number): Promise<AttendeeQrMessage[]> {
  return api.get<AttendeeQrMessage[]>(`/users/${String(id)}/messages`, {
    query: { eventId: getStoredEventId() },
  });
}
