import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { readBooth } from '../../booth-reads.js';
import { GetBoothQuery } from './get-booth.query.js';

@QueryHandler(GetBoothQuery)
export class GetBoothHandler implements IQueryHandler<GetBoothQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, boothId }: GetBoothQuery) {
    return withConnection(this.dataSource, (sql) => readBooth(sql, boothId, eventId));
  }
}
