import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

export const MESSAGE_STATUSES = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'KEPT', 'UNREACHABLE'] as const;
export type QrMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One QR message of GET /api/messages. */
export interface QrMessage {
  id: string;
  attendeeId: number;
  /** The attendee's name. */
  name: string;
  status: QrMessageStatus;
  /** The channel chosen: ALIMTALK, SMS, EMAIL or KEPT (no channel configured). */
  channel: string;
  /** What carried it once sent (ALIMTALK, SMS, LMS, EMAIL; legacy smtp, log), or null. */
  transport: string | null;
  attempts: number;
  /** The Korean reason of a failure. */
  lastError: string | null;
  /** The normalised phone or e-mail; '' when the attendee has none. */
  recipient: string;
  subject: string;
  body: string;
  /** The attendee's signed /qr-view URL. */
  link: string;
  createdAt: string;
  /** When a pending message that failed before is tried next (Korean local time), else null. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
}

/** GET /api/messages: the event's QR messages, newest first; only those of `status` when one is given. */
export function getMessages(status: QrMessageStatus | null, signal?: AbortSignal): Promise<QrMessage[]> {
  return api.get<QrMessage[]>('/messages', { query: { eventId: getStoredEventId(), status }, signal });
}

export function useMessages(status: QrMessageStatus | null) {
  const fetcher = useCallback((signal: AbortSignal) => getMessages(status, signal), [status]);
  return useAsyncData(fetcher);
}
