import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../../desk-entries.js';
import { deskFieldsOf } from '../../desk-input.js';
import { UpdateDeskCommand } from './update-desk.command.js';

@CommandHandler(UpdateDeskCommand)
export class UpdateDeskHandler implements ICommandHandler<UpdateDeskCommand> {
  private readonly desks: ReturnType<typeof deskEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.desks = deskEntries(store);
  }

  async execute({ eventId, deskId, input, metadata }: UpdateDeskCommand) {
    return this.desks.update(eventId, deskId, await deskFieldsOf(input), metadata);
  }
}
