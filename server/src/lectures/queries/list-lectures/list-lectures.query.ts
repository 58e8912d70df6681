import { Query } from '@nestjs/cqrs';
import type { Lecture } from '@expo/contract/lectures';

/** The event's lectures in programme order (date, time, id), with their visit counts. */
export class ListLecturesQuery extends Query<Lecture[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
