import { runsOfSameType, type Replay } from '../../event-store/projection.js';
import { numberArray } from '../../database/sql-arrays.js';
import { ERASED_VISITOR_NAME, type VisitPlace } from '../domain/visit-places.js';
import { insertVisitors, PERSONAL_COLUMNS } from './visitor-rows.js';

/**
 * A visitor list rebuilt without finding a row during the replay, so that it needs no index until the end:
 * visits are inserted as they come (with the attendee as the replay has made it so far); a place's removal
 * and an attendee's change or deletion are noted, and applied once after the last event, with the same
 * outcome as one by one:
 * - a removal deletes the rows recorded before it (by position; none can come after);
 * - a visitor row of an attendee changed or deleted since it was recorded takes the attendee's fields as the
 *   replay leaves them, or is erased when the attendee is gone: what each change in turn would have set (a
 *   change sets the changed fields to the attendee's new ones, the others were copied when the visit was
 *   recorded and have not changed since; a deletion erases, and the attendee never comes back).
 */
export function visitorsReplay(place: VisitPlace): Replay {
  const { table, ownerColumn } = place;
  /** The position of each place's removal. */
  const removed = new Map<number, number>();
  /** Attendees whose copied fields changed or were erased. */
  const changed = new Set<number>();
  return {
    async apply(sql, events) {
      for (const run of runsOfSameType(events)) {
        if (run[0].type === place.recordedType) {
          await insertVisitors(sql, place, run);
          continue;
        }
        for (const event of run) {
          const data = event.data as { id: number; attendeeId: number; changed?: Record<string, unknown> };
          if (event.type === place.removedType) removed.set(data.id, event.position);
          else if (
            event.type === 'AttendeeDeleted' ||
            Object.keys(PERSONAL_COLUMNS).some((field) => data.changed?.[field] !== undefined)
          )
            changed.add(data.attendeeId);
        }
      }
    },
    async finish(sql) {
      if (removed.size)
        await sql.execute(
          `DELETE FROM ${table} v USING unnest($1::int[], $2::bigint[]) AS r(place_id, position)
            WHERE v.${ownerColumn} = r.place_id AND v.position < r.position`,
          [numberArray([...removed.keys()]), numberArray([...removed.values()])],
        );
      if (changed.size)
        await sql.execute(
          `UPDATE ${table} v SET user_name = COALESCE(a.name, $2), affiliation = COALESCE(a.affiliation, ''),
                  phone_number = COALESCE(a.phone_number, '')
             FROM unnest($1::int[]) AS c(id) LEFT JOIN attendees a ON a.id = c.id
            WHERE v.attendee_id = c.id`,
          [numberArray([...changed]), ERASED_VISITOR_NAME],
        );
    },
  };
}
