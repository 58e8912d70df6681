import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { messageSettingsDecider, messageSettingsStreamId } from '../../domain/message-settings.js';
import { ChangeMessageSettingsCommand } from './change-message-settings.command.js';

@CommandHandler(ChangeMessageSettingsCommand)
export class ChangeMessageSettingsHandler implements ICommandHandler<ChangeMessageSettingsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, settings, metadata }: ChangeMessageSettingsCommand) {
    await runCommand(
      this.store,
      messageSettingsStreamId(eventId),
      messageSettingsDecider,
      { eventId, settings },
      metadata,
    );
    return settings;
  }
}
