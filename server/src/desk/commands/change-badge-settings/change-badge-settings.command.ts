import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BadgeSettings } from '@expo/contract/badges';

export class ChangeBadgeSettingsCommand extends Command<BadgeSettings> {
  constructor(
    readonly eventId: number,
    readonly settings: BadgeSettings,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
