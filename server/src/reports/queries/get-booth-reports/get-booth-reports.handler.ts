import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { BoothErrors } from '../../../booths/domain/booth.errors.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { inReadSnapshot, type Sql } from '../../../database/sql.js';
import type { BoothReport } from '@expo/contract/reports';
import { boothKey, compareBooth, type OtherBooth } from '../../domain/report-comparison.js';
import { ExhibitorSurveys } from '../booth-satisfaction-reads.js';
import { readBoothReport } from '../booth-report-reads.js';
import { readRankedBooths } from '../booth-standing-reads.js';
import { readBoothsByName, readComparedEvent, readPreviousBooth } from '../comparison-reads.js';
import { readReportDetails } from '../event-report-reads.js';
import {
  GetBoothReportsQuery,
  type BoothComparisonChoice,
  type BoothReportRead,
} from './get-booth-reports.query.js';

/** How each booth finds its booth of the other event (null: none took part there). */
type OtherBoothOf = (report: BoothReport) => Promise<OtherBooth | null>;

async function otherBoothFinder(
  sql: Sql,
  eventId: number,
  choice: BoothComparisonChoice,
): Promise<OtherBoothOf | null> {
  if (choice === null) return null;
  if (choice === 'previous') return (report) => readPreviousBooth(sql, eventId, report.boothName);
  const byName = await readBoothsByName(sql, await readComparedEvent(sql, choice.eventId));
  return (report) => Promise.resolve(byName.get(boothKey(report.boothName)) ?? null);
}

@QueryHandler(GetBoothReportsQuery)
export class GetBoothReportsHandler implements IQueryHandler<GetBoothReportsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** One read-only snapshot: every booth's standing and figures agree with each other. */
  execute({ eventId, boothId, withVisitors, compareWith, withSatisfaction }: GetBoothReportsQuery) {
    return inReadSnapshot(this.dataSource, async (sql) => {
      const otherBoothOf = await otherBoothFinder(sql, eventId, compareWith);
      const details = await readReportDetails(sql, eventId);
      const ranked = await readRankedBooths(sql, eventId);
      const chosen = boothId === null ? ranked : ranked.filter((booth) => booth.boothId === boothId);
      if (boothId !== null && chosen.length === 0) throw BoothErrors.notFound();
      const surveys = withSatisfaction ? await ExhibitorSurveys.read(sql, eventId) : null;
      const reports: BoothReportRead[] = [];
      for (const booth of chosen) {
        let report: BoothReportRead = await readBoothReport(
          sql,
          eventId,
          details,
          booth,
          ranked,
          withVisitors,
        );
        if (otherBoothOf) {
          const other = await otherBoothOf(report);
          report = { ...report, comparison: other && compareBooth(report.uniqueVisitors, other) };
        }
        if (surveys) report = { ...report, satisfaction: await surveys.ofBooth(sql, booth.boothId) };
        reports.push(report);
      }
      return reports;
    });
  }
}
