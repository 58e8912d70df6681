import { runsOfSameType, type Projection } from '../../event-store/projection.js';
import type { Sql } from '../../event-store/sql.js';
import type { StoredEvent } from '../../event-store/stored-event.js';
import { ERASED_VISITOR_NAME, type VisitPlace } from '../visit-places.js';

type Data = Record<string, unknown>;

const PERSONAL_COLUMNS: Record<string, string> = {
  name: 'user_name',
  affiliation: 'affiliation',
  phoneNumber: 'phone_number',
};

/**
 * A visitor list (booth visitors, lecture attendees) kept in the append transaction: the attendee's name,
 * affiliation and phone are copied in when the visit is recorded, follow the attendee's edits, and are erased
 * when the attendee is deleted (the visit itself stays, so counts do not change).
 */
export function visitorsProjection(place: VisitPlace): Projection {
  const { table, ownerColumn } = place;
  /** Visits recorded together (a batch of scans, a rebuild) go in with one statement. */
  async function record(sql: Sql, run: StoredEvent[]): Promise<void> {
    const data = run.map((event) => event.data as Data);
    await sql.execute(
      `INSERT INTO ${table} (${ownerColumn}, attendee_id, event_id, user_name, affiliation, phone_number,
         visited_at, position)
       SELECT v.place_id, v.attendee_id, v.event_id, COALESCE(a.name, $6), COALESCE(a.affiliation, ''),
              COALESCE(a.phone_number, ''), v.visited_at, v.position
         FROM unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::bigint[])
              AS v(place_id, attendee_id, event_id, visited_at, position)
         LEFT JOIN attendees a ON a.id = v.attendee_id`,
      [
        data.map((d) => d[place.ownerKey]),
        data.map((d) => d.attendeeId),
        data.map((d) => d.eventId),
        run.map((event) => event.recordedAt),
        run.map((event) => event.position),
        ERASED_VISITOR_NAME,
      ],
    );
  }

  async function apply(sql: Sql, event: StoredEvent): Promise<void> {
    const data = event.data as Data;
    switch (event.type) {
      case place.removedType:
        await sql.execute(`DELETE FROM ${table} WHERE ${ownerColumn} = $1`, [data.id]);
        return;
      case 'AttendeeUpdated': {
        const changed = data.changed as Record<string, string>;
        const params: unknown[] = [data.attendeeId];
        const sets: string[] = [];
        for (const [field, column] of Object.entries(PERSONAL_COLUMNS))
          if (changed[field] !== undefined) {
            params.push(changed[field]);
            sets.push(`${column} = $${params.length}`);
          }
        if (sets.length)
          await sql.execute(`UPDATE ${table} SET ${sets.join(', ')} WHERE attendee_id = $1`, params);
        return;
      }
      case 'AttendeeDeleted':
        await sql.execute(
          `UPDATE ${table} SET user_name = $2, affiliation = '', phone_number = '' WHERE attendee_id = $1`,
          [data.attendeeId, ERASED_VISITOR_NAME],
        );
    }
  }
  return {
    name: table,
    tables: [table],
    handles: new Set([place.recordedType, place.removedType, 'AttendeeUpdated', 'AttendeeDeleted']),
    async apply(sql, events) {
      for (const run of runsOfSameType(events))
        if (run[0].type === place.recordedType) await record(sql, run);
        else for (const event of run) await apply(sql, event);
    },
  };
}
