import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/queries/booth-reads.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { leadColumns } from '../lead-columns.js';
import { visitorWorkbook } from '../../../visits/queries/visitor-workbook.js';
import { boothViewOf } from '../../../visits/queries/booth-view.js';
import { BOOTH_VISITS } from '../../../visits/domain/visit-places.js';
import { DownloadBoothVisitorsQuery } from './download-booth-visitors.query.js';

/**
 * Answers the visits' booth visitor download (their query): the spec's columns, then the booth's leads'
 * (관심도, 태그, 메모), so visits import nothing of leads.
 */
@QueryHandler(DownloadBoothVisitorsQuery)
export class DownloadBoothVisitorsHandler implements IQueryHandler<DownloadBoothVisitorsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, boothId, asBooth }: DownloadBoothVisitorsQuery) {
    const { boothName } = await withConnection(this.dataSource, (sql) => readBooth(sql, boothId, eventId));
    // the booth's leads follow the spec's columns; the booth's own file shows what the booth may see
    return visitorWorkbook(this.dataSource, BOOTH_VISITS, boothId, boothName, leadColumns, {
      view: asBooth ? (sql, visits) => boothViewOf(sql, eventId, boothId, visits) : undefined,
    });
  }
}
