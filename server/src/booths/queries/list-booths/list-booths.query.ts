import { Query } from '@nestjs/cqrs';
import type { BoothDto } from '../../booth-reads.js';

/** The event's booths with their visit counts, oldest first. */
export class ListBoothsQuery extends Query<BoothDto[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
