import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { parseWith } from '../../../http/schema/index.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection, type Sql } from '../../../database/sql.js';
import { countAccessRecords } from '../access-record-reads.js';
import { accessRecordFilterQuery } from '@expo/contract/access-records';
import { CountDownloadedAttendeesQuery } from './count-downloaded-attendees.query.js';

const single = async (sql: Sql, text: string, params: unknown[]) =>
  Number((await sql.query<{ n: string }>(text, params))[0]?.n ?? 0);

@QueryHandler(CountDownloadedAttendeesQuery)
export class CountDownloadedAttendeesHandler implements IQueryHandler<CountDownloadedAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ counter, eventId, params, query }: CountDownloadedAttendeesQuery): Promise<number> {
    return withConnection(this.dataSource, (sql) => {
      switch (counter) {
        case 'event-attendees':
          return single(sql, `SELECT count(*) AS n FROM attendees WHERE event_id = $1`, [eventId]);
        case 'booth-visitors':
          return single(sql, `SELECT count(*) AS n FROM booth_visits WHERE booth_id = $1 AND event_id = $2`, [
            Number(params.boothId),
            eventId,
          ]);
        case 'lecture-attendees':
          return single(
            sql,
            `SELECT count(*) AS n FROM lecture_checkins WHERE lecture_id = $1 AND event_id = $2`,
            [Number(params.lectureId), eventId],
          );
        case 'survey-responses':
          // one row per response (a booth's too: the file holds what its people wrote)
          return single(
            sql,
            `SELECT count(*) AS n FROM survey_answers WHERE survey_id = $1 AND event_id = $2`,
            [Number(params.id), eventId],
          );
        case 'none':
          return Promise.resolve(0);
        case 'access-records': {
          const { account, actorKind, from, to, attendeeId } = parseWith(accessRecordFilterQuery, query);
          return countAccessRecords(sql, { eventId, account, actorKind, from, to, attendeeId });
        }
      }
    });
  }
}
