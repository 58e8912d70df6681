import { Query } from '@nestjs/cqrs';
import type { Visit } from '@expo/contract/visits';

/** A booth's visitors, newest first (404 when the booth is absent or of another event). */
export class ListBoothVisitorsQuery extends Query<Visit[]> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
