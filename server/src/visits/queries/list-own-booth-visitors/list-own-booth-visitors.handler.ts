import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { asBoothSees } from '../booth-view.js';
import { BOOTH_VISITS } from '../../domain/visit-places.js';
import { listVisits } from '../visit-reads.js';
import { ListOwnBoothVisitorsQuery } from './list-own-booth-visitors.query.js';

@QueryHandler(ListOwnBoothVisitorsQuery)
export class ListOwnBoothVisitorsHandler implements IQueryHandler<ListOwnBoothVisitorsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, boothId }: ListOwnBoothVisitorsQuery) {
    return withConnection(this.dataSource, async (sql) =>
      asBoothSees(sql, eventId, boothId, (await listVisits(sql, BOOTH_VISITS, boothId)).visits),
    );
  }
}
