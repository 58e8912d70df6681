import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** Removes a desk account: its sessions and kiosks end, its password hash is erased. */
export class RemoveDeskCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly deskId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
