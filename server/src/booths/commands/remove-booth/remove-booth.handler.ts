import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../../booth-entries.js';
import { RemoveBoothCommand } from './remove-booth.command.js';

@CommandHandler(RemoveBoothCommand)
export class RemoveBoothHandler implements ICommandHandler<RemoveBoothCommand> {
  private readonly booths: ReturnType<typeof boothEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.booths = boothEntries(store);
  }

  execute({ eventId, boothId, metadata }: RemoveBoothCommand) {
    return this.booths.remove(eventId, boothId, metadata);
  }
}
