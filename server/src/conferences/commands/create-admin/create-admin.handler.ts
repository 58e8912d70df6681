import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { createAdmin } from '../../admin-accounts.js';
import { CreateAdminCommand } from './create-admin.command.js';

@CommandHandler(CreateAdminCommand)
export class CreateAdminHandler implements ICommandHandler<CreateAdminCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ input, metadata }: CreateAdminCommand) {
    return createAdmin(this.store, input, metadata);
  }
}
