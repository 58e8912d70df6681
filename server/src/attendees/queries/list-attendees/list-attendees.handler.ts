import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { inTransaction, withConnection, type Sql } from '../../../database/sql.js';
import { keywordFilter } from '../../attendee-search.js';
import { qrViewPath } from '../../qr-link.js';
import { ATTENDEE_COLUMNS, toAttendeeDto, type AttendeeRow } from '../../attendee-row.js';
import type { AttendeePage } from '@expo/contract/attendees';
import { ListAttendeesQuery } from './list-attendees.query.js';

/**
 * A page of an event's attendees, newest first. The keyword matches name, affiliation or phone: the GIN
 * index of two-character pieces finds candidates, LIKE confirms them (a one-character keyword: LIKE over the
 * search text in the newest-first index).
 */
@QueryHandler(ListAttendeesQuery)
export class ListAttendeesHandler implements IQueryHandler<ListAttendeesQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute({ eventId, page, size, keyword }: ListAttendeesQuery): Promise<AttendeePage> {
    const { filter, params: keywordParams } = keywordFilter(keyword);
    const params = [eventId, ...keywordParams];
    const countAll = (sql: Sql) =>
      sql.query<{ total: string }>(
        `SELECT count(*) AS total FROM attendees WHERE event_id = $1 ${filter}`,
        params,
      );
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const paged = [...params, size, page * size];
    const { rows, total } = await (keyword
      ? // The planner is told that reading pages out of order costs little (they are in memory: the attendee
        // table of a large event is tens of MB). With the default cost a one-character keyword is looked for
        // by reading the whole table (5,000 pages for 100,000 attendees, 40–55 ms) instead of the newest-first
        // index that carries the search text (1,000 pages, 13 ms).
        inTransaction(this.dataSource, async (sql) => {
          await sql.execute('SET LOCAL random_page_cost = 1.1');
          // The matches are found once, for both the count and the page: the page is the newest of them (a
          // backward walk of the primary key instead went through 60,000 rows for a phone prefix whose matches
          // were all old). No row on the page (nothing found, or past the end) asks for the count alone.
          const found = await sql.query<AttendeeRow & { total: string }>(
            `WITH found AS MATERIALIZED (SELECT id FROM attendees WHERE event_id = $1 ${filter})
             SELECT (SELECT count(*) FROM found) AS total, ${ATTENDEE_COLUMNS} FROM attendees
              WHERE id IN (SELECT id FROM found ORDER BY id DESC ${limit})
              ORDER BY id DESC`,
            paged,
          );
          return { rows: found as AttendeeRow[], total: found[0]?.total ?? (await countAll(sql))[0].total };
        })
      : withConnection(this.dataSource, async (sql) => {
          const [{ total }] = await countAll(sql);
          const newest = await sql.query<AttendeeRow>(
            `SELECT ${ATTENDEE_COLUMNS} FROM attendees WHERE event_id = $1 ORDER BY id DESC ${limit}`,
            paged,
          );
          return { rows: newest, total };
        }));
    const totalElements = Number(total);
    return {
      content: rows.map((row) => ({
        ...toAttendeeDto(row),
        qrViewPath: qrViewPath(this.secrets.get('link'), row.id),
      })),
      totalPages: Math.ceil(totalElements / size),
      totalElements,
      number: page,
      size,
    };
  }
}
