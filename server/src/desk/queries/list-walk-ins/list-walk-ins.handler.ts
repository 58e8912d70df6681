import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { latestWalkIns } from '../desk-attendee-reads.js';
import { ListWalkInsQuery } from './list-walk-ins.query.js';

@QueryHandler(ListWalkInsQuery)
export class ListWalkInsHandler implements IQueryHandler<ListWalkInsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ListWalkInsQuery) {
    return withConnection(this.dataSource, (sql) => latestWalkIns(sql, eventId));
  }
}
