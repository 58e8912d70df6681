import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

export type QrMessageStatus = 'PENDING' | 'SENT' | 'DELIVERED' | 'FAILED' | 'KEPT' | 'UNREACHABLE';

/** The fields of one QR message (GET /api/users/{id}/messages) the send action follows. */
export interface AttendeeQrMessage {
  id: string;
  status: QrMessageStatus;
  channel: string;
  lastError: string | null;
}

/** GET /api/users/{id}/messages: the attendee's QR messages, newest first. */
export function getAttendeeMessages(id: number): Promise<AttendeeQrMessage[]> {
  return api.get<AttendeeQrMessage[]>(`/users/${String(id)}/messages`, {
    query: { eventId: getStoredEventId() },
  });
}
