import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Stats } from '@expo/contract/stats';

/** GET /api/stats: the figures of the admin's event. */
export function getStats(signal?: AbortSignal): Promise<Stats> {
  return api.get<Stats>('/stats', { query: { eventId: getStoredEventId() }, signal });
}
