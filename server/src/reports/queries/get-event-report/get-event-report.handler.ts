import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { inReadSnapshot } from '../../../database/sql.js';
import { readComparedEvent, readReportComparison } from '../comparison-reads.js';
import { readEventReport } from '../event-report-reads.js';
import { GetEventReportQuery } from './get-event-report.query.js';

@QueryHandler(GetEventReportQuery)
export class GetEventReportHandler implements IQueryHandler<GetEventReportQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /**
   * One read-only snapshot: the sections add up even while the doors are still scanning. The other event of
   * 전년 대비 is looked up first, so an unknown one is refused before the report is read.
   */
  execute({ eventId, compareTo }: GetEventReportQuery) {
    return inReadSnapshot(this.dataSource, async (sql) => {
      if (compareTo === null) return readEventReport(sql, eventId);
      const other = await readComparedEvent(sql, compareTo);
      const report = await readEventReport(sql, eventId);
      return { ...report, comparison: await readReportComparison(sql, eventId, other) };
    });
  }
}
