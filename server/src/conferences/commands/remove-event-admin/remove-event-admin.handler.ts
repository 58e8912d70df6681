import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { RemoveEventAdminCommand } from './remove-event-admin.command.js';

@CommandHandler(RemoveEventAdminCommand)
export class RemoveEventAdminHandler implements ICommandHandler<RemoveEventAdminCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, adminId, metadata }: RemoveEventAdminCommand): Promise<void> {
    await runConferenceCommand(this.store, eventId, { type: 'RemoveAdmin', data: { adminId } }, metadata);
  }
}
