import { Query } from '@nestjs/cqrs';
import type { Stats } from '@expo/contract/stats';

/** Everything the dashboard shows (totals, booths, lectures, 10-minute buckets); also the Excel report's content. */
export class GetStatsQuery extends Query<Stats> {
  constructor(readonly eventId: number) {
    super();
  }
}
