import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** The channel a QR message goes out on (KEPT: none configured, kept for staff to forward). */
export type QrChannel = 'ALIMTALK' | 'SMS' | 'EMAIL' | 'KEPT';

/** POST /api/users/{id}/send-qr: what the server did with the request. */
export interface QrSendReceipt {
  sendId: string;
  status: 'PENDING' | 'KEPT';
  channel: QrChannel;
}

/** POST /api/users/{id}/send-qr: queues (or keeps) the attendee's QR message. */
export function sendAttendeeQr(id: number): Promise<QrSendReceipt> {
  return api.post<QrSendReceipt>(`/users/${String(id)}/send-qr`, undefined, {
    query: { eventId: getStoredEventId() },
  });
}
