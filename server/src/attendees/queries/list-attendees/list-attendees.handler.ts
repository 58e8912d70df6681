import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection, type Sql } from '../../../event-store/sql.js';
import { bigrams } from '../../search-text.js';
import { ATTENDEE_COLUMNS, toAttendeeDto, type AttendeeRow } from '../../attendee-row.js';
import { ListAttendeesQuery, type AttendeePage } from './list-attendees.query.js';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of an event's attendees, newest first. The keyword matches name, affiliation or phone: the GIN
 * index of two-character pieces finds candidates, LIKE confirms them.
 */
@QueryHandler(ListAttendeesQuery)
export class ListAttendeesHandler implements IQueryHandler<ListAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, page, size, keyword }: ListAttendeesQuery): Promise<AttendeePage> {
    const lowered = keyword.toLowerCase();
    const filter = keyword ? `AND search_bigrams @> $2::text[] AND search_text LIKE $3` : '';
    const params = keyword ? [eventId, bigrams(lowered), likePattern(lowered)] : [eventId];
    const countAll = (sql: Sql) =>
      sql.query<{ total: string }>(
        `SELECT count(*) AS total FROM attendees WHERE event_id = $1 ${filter}`,
        params,
      );
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const paged = [...params, size, page * size];
    return withConnection(this.dataSource, async (sql) => {
      let rows: AttendeeRow[];
      let total: string | undefined;
      if (!keyword) {
        [{ total }] = await countAll(sql);
        rows = await sql.query<AttendeeRow>(
          `SELECT ${ATTENDEE_COLUMNS} FROM attendees WHERE event_id = $1 ORDER BY id DESC ${limit}`,
          paged,
        );
      } else {
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
        rows = found;
        total = found[0]?.total ?? (await countAll(sql))[0].total;
      }
      const totalElements = Number(total);
      return {
        content: rows.map(toAttendeeDto),
        totalPages: Math.ceil(totalElements / size),
        totalElements,
        number: page,
        size,
      };
    });
  }
}
