import {
  applyFromAppended,
  runsOfSameType,
  type FromAppended,
  type Projection,
} from '../../event-store/projection.js';
import { BOOTH_VISITS } from '../domain/visit-places.js';

/** One row per revisit (ids and the time: no personal data), in one statement over the new events. */
const REVISIT_ROWS: FromAppended = {
  types: new Set(['BoothRevisitRecorded']),
  statement: `INSERT INTO booth_revisits (position, booth_id, attendee_id, event_id, visited_at)
     SELECT e.position, (e.data->>'boothId')::int, (e.data->>'attendeeId')::int, (e.data->>'eventId')::int,
            date_trunc('milliseconds', e.recorded_at)
       FROM appended e WHERE e.type = 'BoothRevisitRecorded'`,
};

/**
 * A booth's revisits (`booth_revisits`): each time a visitor was scanned again after REVISIT_AFTER_MINUTES,
 * when: the reports' revisit figures and the hours they fall in. The booth's removal takes them; an attendee's
 * deletion leaves them (they name nobody, and the counts stay, as the visits' do).
 */
export const boothRevisitsProjection: Projection = {
  name: 'booth_revisits',
  tables: ['booth_revisits'],
  handles: new Set(['BoothRevisitRecorded', BOOTH_VISITS.removedType]),
  async apply(sql, events) {
    for (const run of runsOfSameType(events))
      if (run[0].type === 'BoothRevisitRecorded') await applyFromAppended(sql, REVISIT_ROWS, run);
      else
        for (const event of run)
          await sql.execute('DELETE FROM booth_revisits WHERE booth_id = $1', [
            (event.data as { id: number }).id,
          ]);
  },
  fromAppended: REVISIT_ROWS,
};
