import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readLecture } from '../../../lectures/queries/lecture-reads.js';
import { LECTURE_CHECKINS } from '../../domain/visit-places.js';
import { listVisits } from '../visit-reads.js';
import { ListLectureAttendeesQuery } from './list-lecture-attendees.query.js';

@QueryHandler(ListLectureAttendeesQuery)
export class ListLectureAttendeesHandler implements IQueryHandler<ListLectureAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, lectureId }: ListLectureAttendeesQuery) {
    return withConnection(this.dataSource, async (sql) => {
      await readLecture(sql, lectureId, eventId);
      return (await listVisits(sql, LECTURE_CHECKINS, lectureId)).visits;
    });
  }
}
