import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readRetention } from '../destruction-reads.js';
import { GetRetentionQuery } from './get-retention.query.js';

@QueryHandler(GetRetentionQuery)
export class GetRetentionHandler implements IQueryHandler<GetRetentionQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetRetentionQuery) {
    return withConnection(this.dataSource, (sql) => readRetention(sql, eventId, new Date()));
  }
}
