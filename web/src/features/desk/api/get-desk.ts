import { api } from '../../../lib/api-client';
import type { Desk } from '@expo/contract/desks';

/** GET /api/desks/{id}: one desk account (without its password). */
export function getDesk(id: string, eventId: number, signal?: AbortSignal): Promise<Desk> {
  return api.get<Desk>(`/desks/${encodeURIComponent(id)}`, { query: { eventId }, signal });
}
