import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { MessageSettings } from '../../domain/message-settings.js';

/** An admin changes how their event sends attendees their QR. */
export class ChangeMessageSettingsCommand extends Command<MessageSettings> {
  constructor(
    readonly eventId: number,
    readonly settings: MessageSettings,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
