import { Query } from '@nestjs/cqrs';
import type { EventSummary } from '@expo/contract/events';

/** Every event of the deployment (or the one `eventId`), newest first, with its state and counts. */
export class ListEventsQuery extends Query<EventSummary[]> {
  constructor(readonly eventId?: number) {
    super();
  }
}
