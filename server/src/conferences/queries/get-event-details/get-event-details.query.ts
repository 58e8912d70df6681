import { Query } from '@nestjs/cqrs';
import type { EventDetails } from '@expo/contract/reports';

/** The event's name, 기간 and 장소 (404 for an unknown event). */
export class GetEventDetailsQuery extends Query<EventDetails> {
  constructor(readonly eventId: number) {
    super();
  }
}
