import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../../booth-entries.js';
import { boothFieldsOf } from '../../booth-input.js';
import { UpdateBoothCommand } from './update-booth.command.js';

@CommandHandler(UpdateBoothCommand)
export class UpdateBoothHandler implements ICommandHandler<UpdateBoothCommand> {
  private readonly booths: ReturnType<typeof boothEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.booths = boothEntries(store);
  }

  async execute({ eventId, boothId, input, metadata }: UpdateBoothCommand) {
    return this.booths.update(eventId, boothId, await boothFieldsOf(input), metadata);
  }
}
