import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readLecture, withCheckInUrl } from '../lecture-reads.js';
import { GetLectureQuery } from './get-lecture.query.js';

@QueryHandler(GetLectureQuery)
export class GetLectureHandler implements IQueryHandler<GetLectureQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, eventId }: GetLectureQuery) {
    const lecture = await withConnection(this.dataSource, (sql) => readLecture(sql, id, eventId));
    return withCheckInUrl(this.config.publicUrl)(lecture);
  }
}
