import { Query } from '@nestjs/cqrs';
import type { DeskAttendee } from '../../desk-attendee-reads.js';

export class GetDeskAttendeeQuery extends Query<DeskAttendee> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
