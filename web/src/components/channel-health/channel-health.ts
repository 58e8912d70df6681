import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../lib/api/api-client';
import { getStoredEventId } from '../../lib/session/admin';
import { useAsyncData } from '../../lib/hooks/use-async-data';

/** Whether sending by phone or by e-mail keeps failing. */
export const getChannelHealth = (signal?: AbortSignal) =>
  call(messagingRoutes.channelHealth, { query: { eventId: getStoredEventId() }, signal });

export function useChannelHealth() {
  return useAsyncData(getChannelHealth);
}
