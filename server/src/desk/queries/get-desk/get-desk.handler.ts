import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readDesk } from '../desk-reads.js';
import { GetDeskQuery } from './get-desk.query.js';

@QueryHandler(GetDeskQuery)
export class GetDeskHandler implements IQueryHandler<GetDeskQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ id, eventId }: GetDeskQuery) {
    return withConnection(this.dataSource, (sql) => readDesk(sql, id, eventId));
  }
}
