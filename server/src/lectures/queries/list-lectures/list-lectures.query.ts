import { Query } from '@nestjs/cqrs';
import type { LectureAnswer } from '../../lecture-answer.js';

/** The event's lectures in programme order (date, time, id), with their visit counts. */
export class ListLecturesQuery extends Query<LectureAnswer[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
