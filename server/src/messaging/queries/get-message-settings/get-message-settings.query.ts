import { Query } from '@nestjs/cqrs';
import type { MessageSettings } from '../../domain/message-settings.js';
import type { ConfiguredChannels } from '../../domain/qr-channel.js';

/** The event's message settings, with the channels this server has (from its configuration). */
export type EventMessageSettings = MessageSettings & { channels: ConfiguredChannels };

export class GetMessageSettingsQuery extends Query<EventMessageSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
