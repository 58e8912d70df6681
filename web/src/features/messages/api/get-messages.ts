import { useCallback } from 'react';

import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import type { QrMessageStatus } from '@expo/contract/messaging-values';

/** The event's QR messages, newest first; only those of `status` when one is given. */
export const getMessages = (status: QrMessageStatus | null, signal?: AbortSignal) =>
  call(messagingRoutes.list, { query: { eventId: getStoredEventId(), status }, signal });

export function useMessages(status: QrMessageStatus | null) {
  const fetcher = useCallback((signal: AbortSignal) => getMessages(status, signal), [status]);
  return useAsyncData(fetcher);
}
