import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withPasswordHash } from '../../../catalog/password-input.js';
import { EventStore } from '../../../event-store/event-store.js';
import { deskEntries } from '../desk-entries.js';
import type { DeskFields } from '../../domain/desk-fields.js';
import { RegisterDeskCommand } from './register-desk.command.js';

@CommandHandler(RegisterDeskCommand)
export class RegisterDeskHandler implements ICommandHandler<RegisterDeskCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, fields, metadata }: RegisterDeskCommand) {
    const recorded = (await withPasswordHash(fields)) as DeskFields;
    return deskEntries(this.store).register(eventId, recorded, metadata);
  }
}
