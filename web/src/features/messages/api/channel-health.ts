import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

/** How one channel is doing by the event's newest sends. */
export interface ChannelHealth {
  /** Several sends in a row failed for the channel's fault (unreachable, refusing the account). */
  failing: boolean;
  failuresInARow: number;
  /** The newest of those failures, Korean local time `YYYY-MM-DDTHH:mm:ss`. */
  lastFailureAt: string | null;
  /** Its reason in Korean. */
  lastError: string | null;
}

export type ChannelsHealth = { phone: ChannelHealth; email: ChannelHealth };

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
