import type { VisitsPush } from '@expo/contract/live';
import type { Visit } from '@expo/contract/visits';
import { useLive, useLiveRefetch, useWatch } from './live-hooks';
import type { LiveRole } from './live-protocol';
import type { AsyncData } from '../hooks/use-async-data';
import { isPushFor, mergeVisitsPush, needsVisitsRefetch } from './visits-push';

interface LiveVisitsOptions {
  role: LiveRole;
  place: VisitsPush['place'];
  /** The booth or lecture shown; null: none. */
  placeId: number | null;
  /** An admin watches the place; a booth phone gets its own booth's visits without asking. */
  watch: boolean;
}

/**
 * Keeps a loaded visitor list live: merges `visits` pushes of the place, refetches when the merge cannot
 * be trusted, after a reconnect and on `resync`.
 */
export function useLiveVisits(
  { role, place, placeId, watch }: LiveVisitsOptions,
  { patch, reload }: Pick<AsyncData<Visit[]>, 'patch' | 'reload'>,
): void {
  const target =
    placeId === null || !watch ? null : place === 'booth' ? { boothId: placeId } : { lectureId: placeId };
  useWatch(role, target);
  useLive(role, 'visits', (push) => {
    if (placeId === null || !isPushFor(push, place, placeId)) return;
    const merged = patch((visits) => mergeVisitsPush(visits, push));
    if (merged === undefined || needsVisitsRefetch(merged, push)) reload();
  });
  useLiveRefetch(role, reload);
}
