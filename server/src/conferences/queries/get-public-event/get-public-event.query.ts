import { Query } from '@nestjs/cqrs';
import type { PublicEvent } from '@expo/contract/conferences';

/** What anyone may know of an event: its id, name and public addresses (404 for an unknown one). */
export class GetPublicEventQuery extends Query<PublicEvent> {
  constructor(readonly eventId: number) {
    super();
  }
}
