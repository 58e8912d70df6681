import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An organiser moves to another event: their next login lands there too. */
export class SwitchWorkingEventCommand extends Command<void> {
  constructor(
    readonly adminId: number,
    readonly workingEventId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
