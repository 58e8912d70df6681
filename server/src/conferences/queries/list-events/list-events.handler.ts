import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { EventSummary } from '@expo/contract/events';
import { seoulDate } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { eventState } from '../../domain/event-state.js';
import { ListEventsQuery } from './list-events.query.js';

interface EventRow {
  id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  venue: string;
  closed_at: Date | null;
  registered: number;
  entered: number;
  booths: number;
  lectures: number;
}

const EVENTS = prepared(`SELECT c.id, c.name, c.start_date::text, c.end_date::text, c.venue, c.closed_at,
       COALESCE((SELECT a.registered FROM attendee_counts a WHERE a.event_id = c.id), 0) AS registered,
       COALESCE((SELECT e.entered FROM entered_counts e WHERE e.event_id = c.id), 0) AS entered,
       (SELECT count(*) FROM booths b WHERE b.event_id = c.id)::int AS booths,
       (SELECT count(*) FROM lectures l WHERE l.event_id = c.id)::int AS lectures
  FROM conferences c
 WHERE $1::int IS NULL OR c.id = $1
 ORDER BY COALESCE(c.start_date, c.created_at::date) DESC, c.id DESC`);

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: ListEventsQuery): Promise<EventSummary[]> {
    const rows = await withConnection(this.dataSource, (sql) =>
      sql.query<EventRow>(EVENTS, [eventId ?? null]),
    );
    const today = seoulDate(new Date());
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      startDate: row.start_date,
      endDate: row.end_date,
      venue: row.venue,
      state: eventState(
        { closed: row.closed_at !== null, startDate: row.start_date, entered: row.entered },
        today,
      ),
      closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      registered: row.registered,
      entered: row.entered,
      booths: row.booths,
      lectures: row.lectures,
    }));
  }
}
