import type { AttendeeDeleted, AttendeeRegistered } from '../../attendees/domain/attendee.events.js';
import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { EntranceEvent } from '../domain/entrance.events.js';
import { fromSeoulLocal } from '@expo/contract/seoul-time';

async function apply(
  sql: Sql,
  event: StoredEvent<EntranceEvent | AttendeeRegistered | AttendeeDeleted>,
): Promise<void> {
  switch (event.type) {
    case 'AttendeeRegistered':
      if (event.data.source === 'PUBLIC')
        await sql.execute(`INSERT INTO walk_ins (attendee_id, event_id, registered_at) VALUES ($1, $2, $3)`, [
          event.data.attendeeId,
          event.data.eventId,
          event.recordedAt,
        ]);
      return;
    case 'BadgePrinted': {
      const { attendeeId, eventId, printCount, at, by } = event.data;
      await sql.execute(
        `INSERT INTO badge_prints (attendee_id, event_id, print_count, first_printed_at, last_printed_at,
           last_printed_by)
         VALUES ($1, $2, $3, $4, $4, $5)
         ON CONFLICT (attendee_id) DO UPDATE
           SET print_count = EXCLUDED.print_count, last_printed_at = EXCLUDED.last_printed_at,
               last_printed_by = EXCLUDED.last_printed_by`,
        [attendeeId, eventId, printCount, fromSeoulLocal(at), by.name],
      );
      return;
    }
    case 'EntryCheckedIn': {
      const { attendeeId, eventId, day, at, by } = event.data;
      // the day's entry and, for the attendee's first day, the event's count of who entered (one statement)
      await sql.execute(
        `WITH added AS (
           INSERT INTO entries (attendee_id, day, event_id, entered_at, entered_by) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (attendee_id, day) DO NOTHING RETURNING attendee_id, event_id)
         INSERT INTO entered_counts (event_id, entered)
         SELECT event_id, 1 FROM added
          WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.attendee_id = added.attendee_id AND e.day <> $2)
         ON CONFLICT (event_id) DO UPDATE SET entered = entered_counts.entered + 1`,
        [attendeeId, day, eventId, fromSeoulLocal(at), by.name],
      );
      return;
    }
    case 'AttendeeDeleted':
      await sql.execute(`DELETE FROM badge_prints WHERE attendee_id = $1`, [event.data.attendeeId]);
      await sql.execute(
        `WITH gone AS (DELETE FROM entries WHERE attendee_id = $1 RETURNING event_id)
         UPDATE entered_counts SET entered = entered - 1 WHERE event_id = (SELECT event_id FROM gone LIMIT 1)`,
        [event.data.attendeeId],
      );
      await sql.execute(`DELETE FROM walk_ins WHERE attendee_id = $1`, [event.data.attendeeId]);
  }
}

/**
 * Each attendee's badge prints (count, last time and by whom), entries (one row per event day) and walk-ins
 * (registered through the public form). The printed
 * flag itself is the attendee's `payment_status`, set by the attendee list's projection. `entered_counts`: who
 * entered per event (an attendee counted on their first day), for the organiser's event list.
 */
export const entranceProjection: Projection = {
  name: 'entrance',
  tables: ['badge_prints', 'entries', 'walk_ins', 'entered_counts'],
  handles: new Set(['AttendeeRegistered', 'BadgePrinted', 'EntryCheckedIn', 'AttendeeDeleted']),
  async apply(sql, events) {
    for (const event of events as StoredEvent<EntranceEvent | AttendeeRegistered | AttendeeDeleted>[]) {
      // an Excel import registers thousands at once: only walk-ins concern the desk
      if (event.type === 'AttendeeRegistered' && event.data.source !== 'PUBLIC') continue;
      await apply(sql, event);
    }
  },
};
