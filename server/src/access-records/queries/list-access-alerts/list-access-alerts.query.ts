import { Query } from '@nestjs/cqrs';
import type { AccessAlerts } from '@expo/contract/access-records';

/** The daily check of the event's access records over Korean days (the last 7 days unless given). */
export class ListAccessAlertsQuery extends Query<AccessAlerts> {
  constructor(
    readonly eventId: number,
    readonly from: string | undefined,
    readonly to: string | undefined,
  ) {
    super();
  }
}
