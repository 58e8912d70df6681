import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

export interface QrMessage {
  id: string;
  attendeeId: number;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  transport: 'smtp' | 'log' | null;
  lastError: string | null;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/messages: the event's QR messages, newest first. */
export function getMessages(signal?: AbortSignal): Promise<QrMessage[]> {
  return api.get<QrMessage[]>('/messages', { query: { eventId: getStoredEventId() }, signal });
}

export function useMessages() {
  const fetcher = useCallback((signal: AbortSignal) => getMessages(signal), []);
  return useAsyncData(fetcher);
}
