import { Query } from '@nestjs/cqrs';
import type { DeskAttendee } from '@expo/contract/desks';

/** The last walk-ins registered through /manual-register, newest first: their badges are printed next. */
export class ListWalkInsQuery extends Query<DeskAttendee[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
