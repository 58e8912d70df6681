import { Command } from '@nestjs/cqrs';
import type { AddEventAdminBody } from '@expo/contract/events';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { CreatedAdmin } from '../../admin-accounts.js';

/** An organiser adds an admin to one event (name, login ID, password). */
export class AddEventAdminCommand extends Command<CreatedAdmin> {
  constructor(
    readonly eventId: number,
    readonly fields: AddEventAdminBody,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
