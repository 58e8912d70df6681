import { api } from '../../../lib/api-client';
import type { VisitTarget } from '../types';

/** GET /api/booths, as the dropdown of the booth visitor screen. */
export async function getBoothTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const booths = await api.get<{ id: number; boothName: string }[]>('/booths', {
    query: { eventId },
    signal,
  });
  return booths.map((booth) => ({ id: booth.id, label: booth.boothName }));
}
