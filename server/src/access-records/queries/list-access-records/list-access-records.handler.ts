import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { countAccessRecords, readAccessRecords } from '../access-record-reads.js';
import type { AccessRecordPage } from '@expo/contract/access-records';
import { ListAccessRecordsQuery } from './list-access-records.query.js';

@QueryHandler(ListAccessRecordsQuery)
export class ListAccessRecordsHandler implements IQueryHandler<ListAccessRecordsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ filter, page, size }: ListAccessRecordsQuery): Promise<AccessRecordPage> {
    return withConnection(this.dataSource, async (sql) => {
      const total = await countAccessRecords(sql, filter);
      const content = await readAccessRecords(sql, filter, { limit: size, offset: page * size });
      return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
    });
  }
}
