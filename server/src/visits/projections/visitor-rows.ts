import { prepared, type Sql } from '../../event-store/sql.js';
import { numberArray } from '../../event-store/sql-arrays.js';
import type { StoredEvent } from '../../event-store/stored-event.js';
import { ERASED_VISITOR_NAME, type VisitPlace } from '../visit-places.js';

/**
 * Adds the visitor rows of recorded visits (a batch of scans, a rebuild's batch) with one statement, with the
 * attendee's name, affiliation and phone as they are now (erased when there is no such attendee).
 */
export async function insertVisitors(sql: Sql, place: VisitPlace, run: StoredEvent[]): Promise<void> {
  const data = run.map((event) => event.data as Record<string, number>);
  // the times as epoch milliseconds (what a Date holds; to_timestamp gives back exactly those)
  await sql.execute(
    prepared(`INSERT INTO ${place.table} (${place.ownerColumn}, attendee_id, event_id, user_name, affiliation,
       phone_number, visited_at, position)
     SELECT v.place_id, v.attendee_id, v.event_id, COALESCE(a.name, $6), COALESCE(a.affiliation, ''),
            COALESCE(a.phone_number, ''), to_timestamp(v.visited_ms / 1000), v.position
       FROM unnest($1::int[], $2::int[], $3::int[], $4::float8[], $5::bigint[])
            AS v(place_id, attendee_id, event_id, visited_ms, position)
       LEFT JOIN attendees a ON a.id = v.attendee_id`),
    [
      numberArray(data.map((d) => d[place.ownerKey])),
      numberArray(data.map((d) => d.attendeeId)),
      numberArray(data.map((d) => d.eventId)),
      numberArray(run.map((event) => event.recordedAt.getTime())),
      numberArray(run.map((event) => event.position)),
      ERASED_VISITOR_NAME,
    ],
  );
}

/** The attendee's fields a visitor row copies, and their columns. */
export const PERSONAL_COLUMNS: Record<string, string> = {
  name: 'user_name',
  affiliation: 'affiliation',
  phoneNumber: 'phone_number',
};
