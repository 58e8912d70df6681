import { Query } from '@nestjs/cqrs';
import type { MessageSettings } from '@expo/contract/messaging';

/** The event's message settings, with the channels this server has (from its configuration). */
export class GetMessageSettingsQuery extends Query<MessageSettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
