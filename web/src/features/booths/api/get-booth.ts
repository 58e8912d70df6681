import { api } from '../../../lib/api-client';
import type { Booth } from '@expo/contract/booths';

/** GET /api/booths/{id}: one booth of the event (without its password). */
export function getBooth(id: string, eventId: number, signal?: AbortSignal): Promise<Booth> {
  return api.get<Booth>(`/booths/${encodeURIComponent(id)}`, { query: { eventId }, signal });
}
