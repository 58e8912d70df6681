import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/queries/booth-reads.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { BOOTH_VISITS } from '../../domain/visit-places.js';
import { listVisits } from '../visit-reads.js';
import { ListBoothVisitorsQuery } from './list-booth-visitors.query.js';

@QueryHandler(ListBoothVisitorsQuery)
export class ListBoothVisitorsHandler implements IQueryHandler<ListBoothVisitorsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, boothId }: ListBoothVisitorsQuery) {
    return withConnection(this.dataSource, async (sql) => {
      await readBooth(sql, boothId, eventId);
      return (await listVisits(sql, BOOTH_VISITS, boothId)).visits;
    });
  }
}
