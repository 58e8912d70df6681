import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { inReadSnapshot } from '../../../event-store/sql.js';
import { readEventReport } from '../../reads/event-report-reads.js';
import { GetEventReportQuery } from './get-event-report.query.js';

@QueryHandler(GetEventReportQuery)
export class GetEventReportHandler implements IQueryHandler<GetEventReportQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** One read-only snapshot: the sections add up even while the doors are still scanning. */
  execute({ eventId }: GetEventReportQuery) {
    return inReadSnapshot(this.dataSource, (sql) => readEventReport(sql, eventId));
  }
}
