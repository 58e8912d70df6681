import type { VisitsPush } from '@expo/contract/live';
import type { Visit } from '@expo/contract/visits';

/** Whether a push is about the list shown (the booth or lecture of that id). */
export function isPushFor(push: VisitsPush, place: VisitsPush['place'], placeId: number): boolean {
  return push.place === place && push.placeId === placeId;
}

/** The list with the push's newest visitors on top (replacing their rows, by userId), the others below. */
export function mergeVisitsPush(visits: readonly Visit[], push: VisitsPush): Visit[] {
  const pushed = new Set(push.newest.map((visit) => visit.userId));
  return [...push.newest, ...visits.filter((visit) => !pushed.has(visit.userId))];
}

/** The merged list cannot be trusted: the server says rows changed, or the count does not match. */
export function needsVisitsRefetch(merged: readonly Visit[], push: VisitsPush): boolean {
  return push.refresh === true || merged.length !== push.count;
}
