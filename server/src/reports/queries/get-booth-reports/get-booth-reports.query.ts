import { Query } from '@nestjs/cqrs';
import type { BoothReport } from '@expo/contract/reports';

/**
 * Exhibitor reports of the event: one booth's (`boothId`), or every booth's in id order (null). `withVisitors`
 * adds the visitors each booth may name. 404 for a booth not of the event.
 */
export class GetBoothReportsQuery extends Query<BoothReport[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number | null,
    readonly withVisitors: boolean,
  ) {
    super();
  }
}
