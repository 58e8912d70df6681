import { Query } from '@nestjs/cqrs';
import type { Visit } from '@expo/contract/visits';

/** A lecture's checked-in attendees, newest first (404 when the lecture is absent or of another event). */
export class ListLectureAttendeesQuery extends Query<Visit[]> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
  ) {
    super();
  }
}
