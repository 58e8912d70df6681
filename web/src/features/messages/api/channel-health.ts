import type { ChannelsHealth } from '@expo/contract/messaging';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

/** GET /api/messages/channel-health: whether sending by phone or by e-mail keeps failing. */
export function getChannelHealth(signal?: AbortSignal): Promise<ChannelsHealth> {
  return api.get<ChannelsHealth>('/messages/channel-health', {
    query: { eventId: getStoredEventId() },
    signal,
  });
}

export function useChannelHealth() {
  return useAsyncData(getChannelHealth);
}
