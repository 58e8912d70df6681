import { Query } from '@nestjs/cqrs';
import type { VisitDto } from '../../visit-reads.js';

/** A booth's visitors, newest first (404 when the booth is absent or of another event). */
export class ListBoothVisitorsQuery extends Query<VisitDto[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
