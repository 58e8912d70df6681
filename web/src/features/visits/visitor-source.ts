import type { BoothLeads } from '@expo/contract/leads';
import type { Visit } from '@expo/contract/visits';
import type { VisitTarget } from './types';

/** What differs between the booth visitor and the lecture attendance screens. */
export interface VisitorSource {
  /** Which kind of place the list belongs to (what live pushes name). */
  place: 'booth' | 'lecture';
  title: string;
  selectLabel: string;
  /** The heading of the visit time column in the table (방문시간 / 출석시간). */
  timeColumn: string;
  loadTargets: (eventId: number, signal: AbortSignal) => Promise<VisitTarget[]>;
  loadVisits: (targetId: number, eventId: number, signal: AbortSignal) => Promise<Visit[]>;
  download: (targetId: number, eventId: number) => Promise<void>;
  /** A booth's leads (관심도, 태그, 메모), shown after the spec's columns; lectures have none. */
  loadLeads?: (targetId: number, eventId: number, signal: AbortSignal) => Promise<BoothLeads>;
}
