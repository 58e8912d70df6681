import type { RetriedMessage } from '@expo/contract/messaging';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** POST /api/messages/{id}/retry: sends a FAILED message again. */
export function retryMessage(id: string): Promise<RetriedMessage> {
  return api.post(`/messages/${encodeURIComponent(id)}/retry`, undefined, {
    query: { eventId: getStoredEventId() },
  });
}
