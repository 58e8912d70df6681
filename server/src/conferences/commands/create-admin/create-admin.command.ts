import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { CreateAdminInput, CreatedAdmin } from '../../admin-accounts.js';

/**
 * Adds an admin to an event, creating the event first when only its name is given (`npm run cli --
 * create-admin`). The username and password are as typed: the handler checks them.
 */
export class CreateAdminCommand extends Command<CreatedAdmin> {
  constructor(
    readonly input: CreateAdminInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
