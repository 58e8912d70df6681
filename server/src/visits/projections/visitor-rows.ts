import { applyFromAppended, type FromAppended } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { ERASED_VISITOR_NAME, VISIT_PLACES, type VisitPlace } from '../domain/visit-places.js';

const visitorRowsOf = (place: VisitPlace): FromAppended => ({
  types: new Set([place.recordedType]),
  // the time to the millisecond, as the answer to the scan shows it (a Date of the log's recorded_at)
  statement: `INSERT INTO ${place.table} (${place.ownerColumn}, attendee_id, event_id, user_name, affiliation,
       phone_number, visited_at, position)
     SELECT (e.data->>'${place.ownerKey}')::int, (e.data->>'attendeeId')::int, (e.data->>'eventId')::int,
            COALESCE(a.name, '${ERASED_VISITOR_NAME}'), COALESCE(a.affiliation, ''), COALESCE(a.phone_number, ''),
            date_trunc('milliseconds', e.recorded_at), e.position
       FROM appended e LEFT JOIN attendees a ON a.id = (e.data->>'attendeeId')::int
      WHERE e.type = '${place.recordedType}'`,
});

const VISITOR_ROWS = new Map(VISIT_PLACES.map((place) => [place, visitorRowsOf(place)]));

/**
 * The visitor rows of recorded visits, with the attendee's name, affiliation and phone as they are now (erased
 * when there is no such attendee): one statement over the new events (a batch of scans, a rebuild's batch).
 */
export const visitorRowsFromAppended = (place: VisitPlace): FromAppended => VISITOR_ROWS.get(place)!;

/** Adds the visitor rows of a run of recorded visits with one statement. */
export const insertVisitors = (sql: Sql, place: VisitPlace, run: StoredEvent[]): Promise<void> =>
  applyFromAppended(sql, visitorRowsFromAppended(place), run);

/** The attendee's fields a visitor row copies, and their columns. */
export const PERSONAL_COLUMNS: Record<string, string> = {
  name: 'user_name',
  affiliation: 'affiliation',
  phoneNumber: 'phone_number',
};
