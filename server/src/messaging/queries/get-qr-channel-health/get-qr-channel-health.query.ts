import { Query } from '@nestjs/cqrs';
import type { ChannelsHealth } from '@expo/contract/messaging';

/** Whether the event's sends by phone and by e-mail keep failing, from their newest tries (the outbox's). */
export class GetQrChannelHealthQuery extends Query<ChannelsHealth> {
  constructor(readonly eventId: number) {
    super();
  }
}
