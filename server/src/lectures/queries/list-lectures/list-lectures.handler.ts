import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { lectureAnswer } from '../../lecture-answer.js';
import { listLectures } from '../../lecture-reads.js';
import { ListLecturesQuery } from './list-lectures.query.js';

@QueryHandler(ListLecturesQuery)
export class ListLecturesHandler implements IQueryHandler<ListLecturesQuery> {
  private readonly present: ReturnType<typeof lectureAnswer>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.present = lectureAnswer(config.publicUrl);
  }

  async execute({ eventId }: ListLecturesQuery) {
    const lectures = await withConnection(this.dataSource, (sql) => listLectures(sql, eventId));
    return lectures.map(this.present);
  }
}
