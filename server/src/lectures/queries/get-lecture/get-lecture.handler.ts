import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { lectureAnswer } from '../../lecture-answer.js';
import { readLecture } from '../../lecture-reads.js';
import { GetLectureQuery } from './get-lecture.query.js';

@QueryHandler(GetLectureQuery)
export class GetLectureHandler implements IQueryHandler<GetLectureQuery> {
  private readonly present: ReturnType<typeof lectureAnswer>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.present = lectureAnswer(config.publicUrl);
  }

  async execute({ lectureId }: GetLectureQuery) {
    return this.present(await withConnection(this.dataSource, (sql) => readLecture(sql, lectureId)));
  }
}
