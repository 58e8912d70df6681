import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
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
    const filter = keyword
      ? `AND search_bigrams @> $3::text[] AND search_text LIKE $2`
      : `AND $2::text IS NULL AND $3::text[] IS NULL`;
    const params = [eventId, keyword ? likePattern(lowered) : null, keyword ? bigrams(lowered) : null];
    return withConnection(this.dataSource, async (sql) => {
      const [{ total }] = await sql.query<{ total: string }>(
        `SELECT count(*) AS total FROM attendees WHERE event_id = $1 ${filter}`,
        params,
      );
      const rows = await sql.query<AttendeeRow>(
        `SELECT ${ATTENDEE_COLUMNS} FROM attendees WHERE event_id = $1 ${filter} ORDER BY id DESC LIMIT $4 OFFSET $5`,
        [...params, size, page * size],
      );
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
