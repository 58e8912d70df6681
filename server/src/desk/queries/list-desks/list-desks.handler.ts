import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { listDesks } from '../desk-reads.js';
import { ListDesksQuery } from './list-desks.query.js';

@QueryHandler(ListDesksQuery)
export class ListDesksHandler implements IQueryHandler<ListDesksQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ListDesksQuery) {
    return withConnection(this.dataSource, (sql) => listDesks(sql, eventId));
  }
}
