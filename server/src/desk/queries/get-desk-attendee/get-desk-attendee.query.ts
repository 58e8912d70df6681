import { Query } from '@nestjs/cqrs';
import type { DeskAttendee } from '@expo/contract/desks';

export class GetDeskAttendeeQuery extends Query<DeskAttendee> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
