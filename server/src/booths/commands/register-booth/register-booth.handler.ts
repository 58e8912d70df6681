import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { boothEntries } from '../../booth-entries.js';
import { boothFieldsOf } from '../../booth-input.js';
import type { BoothFields } from '../../domain/booth-fields.js';
import { RegisterBoothCommand } from './register-booth.command.js';

@CommandHandler(RegisterBoothCommand)
export class RegisterBoothHandler implements ICommandHandler<RegisterBoothCommand> {
  private readonly booths: ReturnType<typeof boothEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.booths = boothEntries(store);
  }

  async execute({ eventId, input, metadata }: RegisterBoothCommand) {
    return this.booths.register(eventId, (await boothFieldsOf(input)) as BoothFields, metadata);
  }
}
