import type { Removed } from '@expo/contract/answers';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/booths/{id}: removes the booth with its visitor list. */
export function deleteBooth(id: number): Promise<Removed> {
  return api.delete<Removed>(`/booths/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
