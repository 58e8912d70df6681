import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

export interface QrSendReceipt {
  sendId: number | string;
  status: string;
}

/** POST /api/users/{id}/send-qr: queues the attendee's QR message. */
export function sendAttendeeQr(id: number): Promise<QrSendReceipt> {
  return api.post<QrSendReceipt>(`/users/${String(id)}/send-qr`, undefined, {
    query: { eventId: getStoredEventId() },
  });
}
