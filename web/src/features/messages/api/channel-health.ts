import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

/** Whether sending by phone or by e-mail keeps failing. */
export const getChannelHealth = (signal?: AbortSignal) =>
  call(messagingRoutes.channelHealth, { query: { eventId: getStoredEventId() }, signal });

export function useChannelHealth() {
  return useAsyncData(getChannelHealth);
}
