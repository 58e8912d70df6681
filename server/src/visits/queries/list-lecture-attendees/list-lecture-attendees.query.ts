import { Query } from '@nestjs/cqrs';
import type { VisitDto } from '../../visit-reads.js';

/** A lecture's checked-in attendees, newest first (404 when the lecture is absent or of another event). */
export class ListLectureAttendeesQuery extends Query<VisitDto[]> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
  ) {
    super();
  }
}
