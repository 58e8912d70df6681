import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withPasswordHash } from '../../../catalog/password-input.js';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../desk-entries.js';
import { UpdateDeskCommand } from './update-desk.command.js';

@CommandHandler(UpdateDeskCommand)
export class UpdateDeskHandler implements ICommandHandler<UpdateDeskCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, id, fields, metadata }: UpdateDeskCommand) {
    return deskEntries(this.store).update(eventId, id, await withPasswordHash(fields), metadata);
  }
}
