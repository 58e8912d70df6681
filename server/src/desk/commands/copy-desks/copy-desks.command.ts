import { Command } from '@nestjs/cqrs';
import type { IssuedLogin } from '../../../catalog/copy-entries.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** Copies an event's desk accounts into another: new login ids and passwords, answered once. */
export class CopyDesksCommand extends Command<IssuedLogin[]> {
  constructor(
    readonly fromEventId: number,
    readonly toEventId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
