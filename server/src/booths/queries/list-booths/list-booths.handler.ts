import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { listBooths } from '../booth-reads.js';
import { ListBoothsQuery } from './list-booths.query.js';

@QueryHandler(ListBoothsQuery)
export class ListBoothsHandler implements IQueryHandler<ListBoothsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ListBoothsQuery) {
    return withConnection(this.dataSource, (sql) => listBooths(sql, eventId));
  }
}
