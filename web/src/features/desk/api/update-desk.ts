import { api } from '../../../lib/api-client';
import type { Desk, DeskFields } from '@expo/contract/desks';

/** PUT /api/desks/{id}: an empty password keeps the old one; a changed login ends the desk's sessions. */
export function updateDesk(id: string, fields: DeskFields, eventId: number): Promise<Desk> {
  return api.put<Desk>(`/desks/${encodeURIComponent(id)}`, fields, { query: { eventId } });
}
