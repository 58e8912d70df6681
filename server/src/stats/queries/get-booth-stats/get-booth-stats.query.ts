import { Query } from '@nestjs/cqrs';
import type { BoothStat } from '@expo/contract/stats';

/** Visits per booth of the event, by booth id. */
export class GetBoothStatsQuery extends Query<BoothStat[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
