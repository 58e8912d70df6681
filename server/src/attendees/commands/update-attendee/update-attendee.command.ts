import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { AttendeeDto } from '../../attendee-row.js';
import type { AttendeeFields } from '../../domain/attendee-fields.js';

export class UpdateAttendeeCommand extends Command<AttendeeDto> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly fields: Partial<AttendeeFields>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
