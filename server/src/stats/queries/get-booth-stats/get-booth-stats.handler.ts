import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readBoothStats } from '../stats-reads.js';
import { GetBoothStatsQuery } from './get-booth-stats.query.js';

@QueryHandler(GetBoothStatsQuery)
export class GetBoothStatsHandler implements IQueryHandler<GetBoothStatsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetBoothStatsQuery) {
    return withConnection(this.dataSource, (sql) => readBoothStats(sql, eventId));
  }
}
