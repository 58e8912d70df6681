import { Query } from '@nestjs/cqrs';
import type { BoothReport } from '@expo/contract/reports';

/**
 * With what a booth report is compared (전년 대비): the booths of this event (an admin's `compareTo`), the
 * latest earlier event that had a booth of the same name (the booth's own report), or nothing.
 */
export type BoothComparisonChoice = { eventId: number } | 'previous' | null;

/**
 * Exhibitor reports of the event: one booth's (`boothId`), or every booth's in id order (null). `withVisitors`
 * adds the visitors each booth may name. 404 for a booth not of the event, or an unknown event to compare with.
 */
export class GetBoothReportsQuery extends Query<BoothReport[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number | null,
    readonly withVisitors: boolean,
    readonly compareWith: BoothComparisonChoice = null,
  ) {
    super();
  }
}
