import type { Removed } from '@expo/contract/answers';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/lectures/{id}: removes the lecture with its check-ins. */
export function deleteLecture(id: number): Promise<Removed> {
  return api.delete<Removed>(`/lectures/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
