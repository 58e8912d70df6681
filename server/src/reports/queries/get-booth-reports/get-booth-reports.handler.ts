import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { BoothErrors } from '../../../booths/domain/booth.errors.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { inReadSnapshot } from '../../../event-store/sql.js';
import { readBoothReport } from '../../reads/booth-report-reads.js';
import { readRankedBooths } from '../../reads/booth-standing-reads.js';
import { readReportDetails } from '../../reads/event-report-reads.js';
import { GetBoothReportsQuery } from './get-booth-reports.query.js';

@QueryHandler(GetBoothReportsQuery)
export class GetBoothReportsHandler implements IQueryHandler<GetBoothReportsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** One read-only snapshot: every booth's standing and figures agree with each other. */
  execute({ eventId, boothId, withVisitors }: GetBoothReportsQuery) {
    return inReadSnapshot(this.dataSource, async (sql) => {
      const details = await readReportDetails(sql, eventId);
      const ranked = await readRankedBooths(sql, eventId);
      const chosen = boothId === null ? ranked : ranked.filter((booth) => booth.boothId === boothId);
      if (boothId !== null && chosen.length === 0) throw BoothErrors.notFound();
      const reports = [];
      for (const booth of chosen)
        reports.push(await readBoothReport(sql, eventId, details, booth, ranked, withVisitors));
      return reports;
    });
  }
}
