import type { Booth } from '@expo/contract/booths';
import { api } from '../../../lib/api-client';
import type { VisitTarget } from '../types';

/** GET /api/booths, as the dropdown of the booth visitor screen. */
export async function getBoothTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const booths = await api.get<Booth[]>('/booths', { query: { eventId }, signal });
  return booths.map((booth) => ({ id: booth.id, label: booth.boothName }));
}
