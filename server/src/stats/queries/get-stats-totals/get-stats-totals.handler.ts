import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readTotals } from '../stats-reads.js';
import { GetStatsTotalsQuery } from './get-stats-totals.query.js';

@QueryHandler(GetStatsTotalsQuery)
export class GetStatsTotalsHandler implements IQueryHandler<GetStatsTotalsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetStatsTotalsQuery) {
    return withConnection(this.dataSource, (sql) => readTotals(sql, eventId));
  }
}
