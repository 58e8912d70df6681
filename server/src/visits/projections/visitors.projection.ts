import { runsOfSameType, type Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { ERASED_VISITOR_NAME, type VisitPlace } from '../domain/visit-places.js';
import { insertVisitors, PERSONAL_COLUMNS, visitorRowsFromAppended } from './visitor-rows.js';
import { visitorsReplay } from './visitors.replay.js';

type Data = Record<string, unknown>;

/**
 * A visitor list (booth visitors, lecture attendees) kept in the append transaction: the attendee's name,
 * affiliation and phone are copied in when the visit is recorded, follow the attendee's edits, and are erased
 * when the attendee is deleted (the visit itself stays, so counts do not change).
 */
export function visitorsProjection(place: VisitPlace): Projection {
  const { table, ownerColumn } = place;

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
        if (run[0].type === place.recordedType) await insertVisitors(sql, place, run);
        else for (const event of run) await apply(sql, event);
    },
    fromAppended: visitorRowsFromAppended(place),
    // the replay finds no row (visitorsReplay): every index, the primary key's too, is made after it
    replay: () => visitorsReplay(place),
    dropForReplay: [
      `${table}_pkey`,
      `${table}_attendee`,
      `${table}_newest`,
      `${table}_event_time`,
      ...(table === 'booth_visits' ? ['booth_visits_event_attendee'] : []),
    ],
  };
}
