import { Query } from '@nestjs/cqrs';
import type { Desk } from '@expo/contract/desks';

/** The event's desk accounts, oldest first. */
export class ListDesksQuery extends Query<Desk[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
