import { boothRoutes } from '@expo/contract/routes/booths';

import { call } from '../../../lib/api/api-client';
import type { VisitTarget } from '../types';

/** The event's booths, as the dropdown of the booth visitor screen. */
export async function getBoothTargets(eventId: number, signal?: AbortSignal): Promise<VisitTarget[]> {
  const booths = await call(boothRoutes.list, { query: { eventId }, signal });
  return booths.map((booth) => ({ id: booth.id, label: booth.boothName }));
}
