import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { createAdmin } from '../../admin-accounts.js';
import { AddEventAdminCommand } from './add-event-admin.command.js';

@CommandHandler(AddEventAdminCommand)
export class AddEventAdminHandler implements ICommandHandler<AddEventAdminCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, fields, metadata }: AddEventAdminCommand) {
    return createAdmin(this.store, { eventId, ...fields }, metadata);
  }
}
