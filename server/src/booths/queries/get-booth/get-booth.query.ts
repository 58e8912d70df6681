import { Query } from '@nestjs/cqrs';
import type { Booth } from '@expo/contract/booths';

/** One booth of the event (404 when absent or of another event). */
export class GetBoothQuery extends Query<Booth> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
