import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withPasswordHash } from '../../../catalog/password-input.js';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../booth-entries.js';
import { UpdateBoothCommand } from './update-booth.command.js';

@CommandHandler(UpdateBoothCommand)
export class UpdateBoothHandler implements ICommandHandler<UpdateBoothCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, id, fields, metadata }: UpdateBoothCommand) {
    return boothEntries(this.store).update(eventId, id, await withPasswordHash(fields), metadata);
  }
}
