import { Query } from '@nestjs/cqrs';
import type { EventReport } from '@expo/contract/reports';

/**
 * The event's 결과보고서: every section of /report and of its Excel workbook (404 for an unknown event); with
 * `compareTo`, its 전년 대비 beside that event's figures (404 for an unknown one).
 */
export class GetEventReportQuery extends Query<EventReport> {
  constructor(
    readonly eventId: number,
    readonly compareTo: number | null = null,
  ) {
    super();
  }
}
