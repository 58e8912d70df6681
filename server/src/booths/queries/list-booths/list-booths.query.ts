import { Query } from '@nestjs/cqrs';
import type { Booth } from '@expo/contract/booths';

/** The event's booths with their visit counts, oldest first. */
export class ListBoothsQuery extends Query<Booth[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
