import { Query } from '@nestjs/cqrs';
import type { BoothReport, BoothSatisfaction } from '@expo/contract/reports';

/**
 * With what a booth report is compared (전년 대비): the booths of this event (an admin's `compareTo`), the
 * latest earlier event that had a booth of the same name (the booth's own report), or nothing.
 */
export type BoothComparisonChoice = { eventId: number } | 'previous' | null;

/** A booth report as read: with the booth's 참가사 만족도 when an admin asked for it. */
export type BoothReportRead = BoothReport & { satisfaction?: BoothSatisfaction[] };

/**
 * Exhibitor reports of the event: one booth's (`boothId`), or every booth's in id order (null). `withVisitors`
 * adds the visitors each booth may name; `withSatisfaction` the booth's own answers to the event's 참가사 surveys
 * (admins only: the booth's own report never carries them). 404 for a booth not of the event, or an unknown
 * event to compare with.
 */
export class GetBoothReportsQuery extends Query<BoothReportRead[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number | null,
    readonly withVisitors: boolean,
    readonly compareWith: BoothComparisonChoice = null,
    readonly withSatisfaction = false,
  ) {
    super();
  }
}
