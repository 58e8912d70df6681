import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../../desk-entries.js';
import { RemoveDeskCommand } from './remove-desk.command.js';

@CommandHandler(RemoveDeskCommand)
export class RemoveDeskHandler implements ICommandHandler<RemoveDeskCommand> {
  private readonly desks: ReturnType<typeof deskEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.desks = deskEntries(store);
  }

  execute({ eventId, deskId, metadata }: RemoveDeskCommand) {
    return this.desks.remove(eventId, deskId, metadata);
  }
}
