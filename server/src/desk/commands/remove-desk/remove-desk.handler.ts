import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../desk-entries.js';
import { RemoveDeskCommand } from './remove-desk.command.js';

@CommandHandler(RemoveDeskCommand)
export class RemoveDeskHandler implements ICommandHandler<RemoveDeskCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, id, metadata }: RemoveDeskCommand) {
    return deskEntries(this.store).remove(eventId, id, metadata);
  }
}
