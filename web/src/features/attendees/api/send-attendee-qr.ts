import type { QrSendReceipt } from '@expo/contract/messaging';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** POST /api/users/{id}/send-qr: queues (or keeps) the attendee's QR message. */
export function sendAttendeeQr(id: number): Promise<QrSendReceipt> {
  return api.post<QrSendReceipt>(`/users/${String(id)}/send-qr`, undefined, {
    query: { eventId: getStoredEventId() },
  });
}
