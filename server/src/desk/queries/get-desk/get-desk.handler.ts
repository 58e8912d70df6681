import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { readDesk } from '../../desk-reads.js';
import { GetDeskQuery } from './get-desk.query.js';

@QueryHandler(GetDeskQuery)
export class GetDeskHandler implements IQueryHandler<GetDeskQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, deskId }: GetDeskQuery) {
    return withConnection(this.dataSource, (sql) => readDesk(sql, deskId, eventId));
  }
}
