import { api } from '../../../lib/api-client';
import type { Booth, BoothFields } from '@expo/contract/booths';

/** POST /api/booths: registers a booth and its manager's login. */
export function createBooth(fields: BoothFields, eventId: number): Promise<Booth> {
  return api.post<Booth>('/booths', fields, { query: { eventId } });
}
