import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin (by login id) becomes an organiser of the deployment (`npm run cli -- make-organiser`). */
export class MakeOrganiserCommand extends Command<void> {
  constructor(
    readonly username: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
