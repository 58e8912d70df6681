import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readBulkSends } from '../bulk-send-reads.js';
import { ListQrBulkSendsQuery } from './list-qr-bulk-sends.query.js';

@QueryHandler(ListQrBulkSendsQuery)
export class ListQrBulkSendsHandler implements IQueryHandler<ListQrBulkSendsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: ListQrBulkSendsQuery) {
    return { items: await withConnection(this.dataSource, (sql) => readBulkSends(sql, eventId)) };
  }
}
