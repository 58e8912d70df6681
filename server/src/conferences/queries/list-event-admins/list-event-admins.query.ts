import { Query } from '@nestjs/cqrs';
import type { EventAdmin } from '@expo/contract/events';

/** The admins of one event (organisers aside), oldest first; 404 for an unknown event. */
export class ListEventAdminsQuery extends Query<EventAdmin[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
