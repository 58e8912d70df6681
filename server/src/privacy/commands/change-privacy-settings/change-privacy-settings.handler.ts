import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { privacySettingsDecider, privacySettingsStreamId } from '../../domain/privacy-settings.js';
import { ChangePrivacySettingsCommand } from './change-privacy-settings.command.js';

@CommandHandler(ChangePrivacySettingsCommand)
export class ChangePrivacySettingsHandler implements ICommandHandler<ChangePrivacySettingsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, input, metadata }: ChangePrivacySettingsCommand): Promise<void> {
    await runCommand(
      this.store,
      privacySettingsStreamId(eventId),
      privacySettingsDecider,
      { eventId, input },
      metadata,
    );
  }
}
