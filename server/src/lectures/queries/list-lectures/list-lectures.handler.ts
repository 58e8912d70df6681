import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { listLectures, withCheckInUrl } from '../lecture-reads.js';
import { ListLecturesQuery } from './list-lectures.query.js';

@QueryHandler(ListLecturesQuery)
export class ListLecturesHandler implements IQueryHandler<ListLecturesQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId }: ListLecturesQuery) {
    const lectures = await withConnection(this.dataSource, (sql) => listLectures(sql, eventId));
    return lectures.map(withCheckInUrl(this.config.publicUrl));
  }
}
