import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/booth-reads.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { leadColumns } from '../../../leads/excel/lead-columns.js';
import { visitorWorkbook } from '../../excel/visitor-workbook.js';
import { boothViewOf } from '../../booth-view.js';
import { BOOTH_VISITS } from '../../visit-places.js';
import { DownloadBoothVisitorsQuery } from './download-booth-visitors.query.js';

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
