import {
  applyFromAppended,
  runsOfSameType,
  type FromAppended,
  type Projection,
} from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { BOOTH_VISITS } from '../domain/visit-places.js';

const REVISITED = 'BoothRevisitRecorded';

/** One row per revisit (ids and the time: no personal data), in one statement over the new events. */
const REVISIT_ROWS: FromAppended = {
  types: new Set([REVISITED]),
  statement: `INSERT INTO booth_revisits (position, booth_id, attendee_id, event_id, visited_at)
     SELECT e.position, (e.data->>'boothId')::int, (e.data->>'attendeeId')::int, (e.data->>'eventId')::int,
            date_trunc('milliseconds', e.recorded_at)
       FROM appended e WHERE e.type = '${REVISITED}'`,
};

/** The revisits added to their booths' counters beside the visitors, each counter once per statement. */
const REVISIT_COUNTS: FromAppended = {
  types: new Set([REVISITED]),
  statement: `INSERT INTO visit_counts (place_kind, place_id, event_id, visits, revisits)
     SELECT 'booth', (e.data->>'boothId')::int, (e.data->>'eventId')::int, 0, count(*)
       FROM appended e WHERE e.type = '${REVISITED}'
      GROUP BY 2, 3
     ON CONFLICT (place_kind, place_id) DO UPDATE SET revisits = visit_counts.revisits + EXCLUDED.revisits`,
};

/** A projection of revisits written by `write`; a removed booth's rows go with `removed`. */
function revisitProjection(
  name: string,
  write: FromAppended,
  removed: (sql: Sql, boothId: number) => Promise<unknown>,
): Projection {
  return {
    name,
    tables: [name.split('.')[0]],
    handles: new Set([REVISITED, BOOTH_VISITS.removedType]),
    async apply(sql, events: StoredEvent[]) {
      for (const run of runsOfSameType(events))
        if (run[0].type === REVISITED) await applyFromAppended(sql, write, run);
        else for (const event of run) await removed(sql, (event.data as { id: number }).id);
    },
    fromAppended: write,
  };
}

/**
 * A booth's revisits (`booth_revisits`): each time a visitor was scanned again after REVISIT_AFTER_MINUTES,
 * and when: the reports' revisit figures and the hours they fall in. The booth's removal takes them; an
 * attendee's deletion leaves them (they name nobody, and the counts stay, as the visits' do).
 */
export const boothRevisitsProjection = revisitProjection('booth_revisits', REVISIT_ROWS, (sql, boothId) =>
  sql.execute('DELETE FROM booth_revisits WHERE booth_id = $1', [boothId]),
);

/**
 * The booths' revisit counters (`visit_counts.revisits`), kept apart from the visitors' (visit-counts.projection.ts)
 * so that a first visit's write stays what it was: the dashboard's visits are visitors + revisits. A removed
 * booth's counter goes (during a rebuild the visitors' counter is written at the end, after this).
 */
export const revisitCountsProjection = revisitProjection(
  'visit_counts.revisits',
  REVISIT_COUNTS,
  (sql, boothId) =>
    sql.execute(`DELETE FROM visit_counts WHERE place_kind = 'booth' AND place_id = $1`, [boothId]),
);
