import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readLecture } from '../../../lectures/queries/lecture-reads.js';
import { visitorWorkbook } from '../visitor-workbook.js';
import { LECTURE_CHECKINS } from '../../domain/visit-places.js';
import { DownloadLectureAttendeesQuery } from './download-lecture-attendees.query.js';

@QueryHandler(DownloadLectureAttendeesQuery)
export class DownloadLectureAttendeesHandler implements IQueryHandler<DownloadLectureAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, lectureId }: DownloadLectureAttendeesQuery) {
    const { title } = await withConnection(this.dataSource, (sql) => readLecture(sql, lectureId, eventId));
    return visitorWorkbook(this.dataSource, LECTURE_CHECKINS, lectureId, title);
  }
}
