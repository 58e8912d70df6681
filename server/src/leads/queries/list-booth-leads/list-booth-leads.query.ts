import { Query } from '@nestjs/cqrs';
import type { BoothLeads } from '../../lead-reads.js';

/** A booth's tags and leads (404 when the booth is absent or of another event). */
export class ListBoothLeadsQuery extends Query<BoothLeads> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
