import { Query } from '@nestjs/cqrs';
import type { AccessAlert } from '../../domain/access-alerts.js';

export interface AccessAlerts {
  /** The Korean days checked (both included). */
  from: string;
  to: string;
  /** ACCESS_ALERT_DAILY_RECORDS: more attendees' records than this in a day by one account is flagged. */
  dailyLimit: number;
  alerts: AccessAlert[];
}

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
