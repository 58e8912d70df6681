import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { seoulDate } from '@expo/contract/seoul-time';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { whereOf } from '../access-record-reads.js';
import {
  accessAlerts,
  NIGHT_FROM_HOUR,
  NIGHT_UNTIL_HOUR,
  type AccountDay,
} from '../../domain/access-alerts.js';
import type { AccessAlerts } from '@expo/contract/access-records';
import { ListAccessAlertsQuery } from './list-access-alerts.query.js';

const DEFAULT_DAYS = 7;

interface Row {
  day: string;
  actor_kind: AccountDay['actorKind'];
  actor_id: number | null;
  actor_name: string;
  accesses: string;
  attendee_records: string;
  night_accesses: string;
  first_night_at: string | null;
  last_night_at: string | null;
}

@QueryHandler(ListAccessAlertsQuery)
export class ListAccessAlertsHandler implements IQueryHandler<ListAccessAlertsQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, from, to }: ListAccessAlertsQuery): Promise<AccessAlerts> {
    const until = to ?? seoulDate(new Date());
    const since =
      from ?? seoulDate(new Date(Date.parse(`${until}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000));
    const { where, params } = whereOf({ eventId, from: since, to: until });
    // each record on its Korean day and hour
    const rows = await withConnection(this.dataSource, (sql) =>
      sql.query<Row>(
        `WITH r AS (
           SELECT actor_kind, actor_id, actor_name, record_count, at AT TIME ZONE 'Asia/Seoul' AS local
             FROM personal_data_access WHERE ${where})
         SELECT to_char(local, 'YYYY-MM-DD') AS day, actor_kind, actor_id, actor_name,
                count(*) AS accesses, sum(record_count) AS attendee_records,
                count(*) FILTER (WHERE night) AS night_accesses,
                to_char(min(local::time) FILTER (WHERE night), 'HH24:MI') AS first_night_at,
                to_char(max(local::time) FILTER (WHERE night), 'HH24:MI') AS last_night_at
           FROM (SELECT *, (extract(hour FROM local) >= ${NIGHT_FROM_HOUR}
                            OR extract(hour FROM local) < ${NIGHT_UNTIL_HOUR}) AS night FROM r) n
          GROUP BY 1, actor_kind, actor_id, actor_name`,
        params,
      ),
    );
    const days: AccountDay[] = rows.map((r) => ({
      day: r.day,
      actorKind: r.actor_kind,
      actorId: r.actor_id,
      actorName: r.actor_name,
      accesses: Number(r.accesses),
      attendeeRecords: Number(r.attendee_records),
      nightAccesses: Number(r.night_accesses),
      firstNightAt: r.first_night_at,
      lastNightAt: r.last_night_at,
    }));
    const dailyLimit = this.config.accessAlertDailyRecords;
    return { from: since, to: until, dailyLimit, alerts: accessAlerts(days, dailyLimit) };
  }
}
