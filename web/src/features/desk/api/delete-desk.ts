import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/desks/{id}: removes the desk account and ends its sessions (and its kiosks'). */
export function deleteDesk(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/desks/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
