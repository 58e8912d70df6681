import { Query } from '@nestjs/cqrs';
import type { BoothStat } from '../../stats-types.js';

/** Visits per booth of the event, by booth id. */
export class GetBoothStatsQuery extends Query<BoothStat[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
