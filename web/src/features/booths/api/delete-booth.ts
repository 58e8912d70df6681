import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/booths/{id}: removes the booth with its visitor list. */
export function deleteBooth(id: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/booths/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
