import type { Visit, VisitTarget } from './types';

/** What differs between the booth visitor and the lecture attendance screens. */
export interface VisitorSource {
  /** Which kind of place the list belongs to (what live pushes name). */
  place: 'booth' | 'lecture';
  title: string;
  selectLabel: string;
  loadTargets: (eventId: number, signal: AbortSignal) => Promise<VisitTarget[]>;
  loadVisits: (targetId: number, eventId: number, signal: AbortSignal) => Promise<Visit[]>;
  download: (targetId: number, eventId: number) => Promise<void>;
}
