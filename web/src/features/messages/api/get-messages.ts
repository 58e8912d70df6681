import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';
import type { QrMessage } from '@expo/contract/messaging';
import type { QrMessageStatus } from '@expo/contract/messaging-values';

/** GET /api/messages: the event's QR messages, newest first; only those of `status` when one is given. */
export function getMessages(status: QrMessageStatus | null, signal?: AbortSignal): Promise<QrMessage[]> {
  return api.get<QrMessage[]>('/messages', { query: { eventId: getStoredEventId(), status }, signal });
}

export function useMessages(status: QrMessageStatus | null) {
  const fetcher = useCallback((signal: AbortSignal) => getMessages(status, signal), [status]);
  return useAsyncData(fetcher);
}
