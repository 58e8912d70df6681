import { Query } from '@nestjs/cqrs';
import type { BoothDto } from '../../booth-reads.js';

/** One booth of the event (404 when absent or of another event). */
export class GetBoothQuery extends Query<BoothDto> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
