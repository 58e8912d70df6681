import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { PrivacySettingsInput } from '@expo/contract/privacy';

/** An admin changes the event's privacy settings (a notice's new text gets a new version). */
export class ChangePrivacySettingsCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly input: PrivacySettingsInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
