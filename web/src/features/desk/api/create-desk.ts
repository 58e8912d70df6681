import { api } from '../../../lib/api-client';
import type { Desk, DeskFields } from '@expo/contract/desks';

/** POST /api/desks: a new desk account of the admin's event. */
export function createDesk(fields: DeskFields, eventId: number): Promise<Desk> {
  return api.post<Desk>('/desks', { ...fields, eventId });
}
