import { Query } from '@nestjs/cqrs';
import type { DeskDto } from '../../desk-reads.js';

/** The event's desk accounts, oldest first. */
export class ListDesksQuery extends Query<DeskDto[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
