import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../booth-entries.js';
import { RemoveBoothCommand } from './remove-booth.command.js';

@CommandHandler(RemoveBoothCommand)
export class RemoveBoothHandler implements ICommandHandler<RemoveBoothCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, id, metadata }: RemoveBoothCommand) {
    return boothEntries(this.store).remove(eventId, id, metadata);
  }
}
