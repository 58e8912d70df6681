import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** Removes a booth with its visitor list; the manager's personal data and password hash are erased. */
export class RemoveBoothCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
