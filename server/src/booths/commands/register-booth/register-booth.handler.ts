import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withPasswordHash } from '../../../catalog/password-input.js';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../booth-entries.js';
import type { BoothFields } from '../../domain/booth-fields.js';
import { RegisterBoothCommand } from './register-booth.command.js';

@CommandHandler(RegisterBoothCommand)
export class RegisterBoothHandler implements ICommandHandler<RegisterBoothCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, fields, metadata }: RegisterBoothCommand) {
    const recorded = (await withPasswordHash(fields)) as BoothFields;
    return boothEntries(this.store).register(eventId, recorded, metadata);
  }
}
