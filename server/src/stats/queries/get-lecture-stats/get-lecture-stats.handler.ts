import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readLectureStats } from '../stats-reads.js';
import { GetLectureStatsQuery } from './get-lecture-stats.query.js';

@QueryHandler(GetLectureStatsQuery)
export class GetLectureStatsHandler implements IQueryHandler<GetLectureStatsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetLectureStatsQuery) {
    return withConnection(this.dataSource, (sql) => readLectureStats(sql, eventId));
  }
}
