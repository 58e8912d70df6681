import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../../desk-entries.js';
import { deskFieldsOf } from '../../desk-input.js';
import type { DeskFields } from '../../domain/desk-fields.js';
import { RegisterDeskCommand } from './register-desk.command.js';

@CommandHandler(RegisterDeskCommand)
export class RegisterDeskHandler implements ICommandHandler<RegisterDeskCommand> {
  private readonly desks: ReturnType<typeof deskEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.desks = deskEntries(store);
  }

  async execute({ eventId, input, metadata }: RegisterDeskCommand) {
    return this.desks.register(eventId, (await deskFieldsOf(input)) as DeskFields, metadata);
  }
}
