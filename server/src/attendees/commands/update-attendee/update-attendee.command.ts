import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { Attendee, AttendeeFields } from '@expo/contract/attendees';

export class UpdateAttendeeCommand extends Command<Attendee> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly fields: Partial<AttendeeFields>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
