import { api } from '../../../lib/api-client';
import type { Booth, BoothFields } from '@expo/contract/booths';

/** PUT /api/booths/{id}: an empty password keeps the booth manager's old one. */
export function updateBooth(id: string, fields: BoothFields, eventId: number): Promise<Booth> {
  return api.put<Booth>(`/booths/${encodeURIComponent(id)}`, fields, { query: { eventId } });
}
