import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

export class DeleteAttendeeCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
