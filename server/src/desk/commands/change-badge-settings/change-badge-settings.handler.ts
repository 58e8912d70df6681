import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { badgeSettingsDecider, badgeSettingsStreamId } from '../../domain/badge-settings.js';
import { ChangeBadgeSettingsCommand } from './change-badge-settings.command.js';

@CommandHandler(ChangeBadgeSettingsCommand)
export class ChangeBadgeSettingsHandler implements ICommandHandler<ChangeBadgeSettingsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, settings, metadata }: ChangeBadgeSettingsCommand) {
    await runCommand(
      this.store,
      badgeSettingsStreamId(eventId),
      badgeSettingsDecider,
      { eventId, settings },
      metadata,
    );
    return settings;
  }
}
