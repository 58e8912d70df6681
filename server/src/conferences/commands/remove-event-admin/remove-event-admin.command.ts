import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin of the event removed: every session of theirs ends. */
export class RemoveEventAdminCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly adminId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
