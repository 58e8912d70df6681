import { Query } from '@nestjs/cqrs';
import type { StatsTotals } from '@expo/contract/stats';

/**
 * The event's totals: attendees (registered, paid, printed, pre-registered, on-site), booth visits, unique
 * booth visitors and lecture check-ins.
 */
export class GetStatsTotalsQuery extends Query<StatsTotals> {
  constructor(readonly eventId: number) {
    super();
  }
}
