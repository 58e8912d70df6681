import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** A new password for an admin of the event: every session of theirs ends. */
export class ResetAdminPasswordCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly adminId: number,
    readonly password: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
