import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { listDesks } from '../../desk-reads.js';
import { ListDesksQuery } from './list-desks.query.js';

@QueryHandler(ListDesksQuery)
export class ListDesksHandler implements IQueryHandler<ListDesksQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ListDesksQuery) {
    return withConnection(this.dataSource, (sql) => listDesks(sql, eventId));
  }
}
