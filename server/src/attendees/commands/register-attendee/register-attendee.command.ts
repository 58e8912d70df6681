import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../event-store/stored-event.js';
import type { AttendeeDto } from '../../attendee-row.js';
import type { AttendeeFields } from '../../domain/attendee-fields.js';

export class RegisterAttendeeCommand extends Command<AttendeeDto> {
  constructor(
    readonly eventId: number,
    readonly fields: AttendeeFields,
    readonly source: 'ADMIN' | 'PUBLIC',
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
