import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Booth } from '@expo/contract/booths';

export interface BoothName {
  id: number;
  boothName: string;
}

/** GET /api/booths of the admin's event, as the choices of the report's booth select. */
export async function getBoothNames(signal?: AbortSignal): Promise<BoothName[]> {
  const booths = await api.get<Booth[]>('/booths', { query: { eventId: getStoredEventId() }, signal });
  return booths.map(({ id, boothName }) => ({ id, boothName }));
}
