import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readBooth } from '../booth-reads.js';
import { GetBoothQuery } from './get-booth.query.js';

@QueryHandler(GetBoothQuery)
export class GetBoothHandler implements IQueryHandler<GetBoothQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ id, eventId }: GetBoothQuery) {
    return withConnection(this.dataSource, (sql) => readBooth(sql, id, eventId));
  }
}
