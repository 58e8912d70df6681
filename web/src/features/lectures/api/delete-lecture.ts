import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/lectures/{id}: removes the lecture with its check-ins. */
export function deleteLecture(id: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/lectures/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
