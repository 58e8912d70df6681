import { runsOfSameType, type Projection } from '../../event-store/projection.js';
import { VISIT_PLACES } from '../visit-places.js';

/**
 * Visitors per booth and lecture (`visit_counts`), kept with each visit: lists, the dashboard and live pushes
 * read one row per place instead of counting. A deleted attendee's visits stay counted; a removed place
 * takes its count with it.
 */
export const visitCountsProjection: Projection = {
  name: 'visit_counts',
  tables: ['visit_counts'],
  handles: new Set(VISIT_PLACES.flatMap((p) => [p.recordedType, p.removedType])),
  async apply(sql, events) {
    for (const run of runsOfSameType(events)) {
      const type = run[0].type;
      const place = VISIT_PLACES.find((p) => p.recordedType === type || p.removedType === type);
      if (!place) continue;
      if (type === place.recordedType) {
        // one statement per run: an import or a rush of scans adds several visits of one place at once
        const perPlace = new Map<number, { eventId: number; visits: number }>();
        for (const event of run) {
          const data = event.data as Record<string, number>;
          const entry = perPlace.get(data[place.ownerKey]) ?? { eventId: data.eventId, visits: 0 };
          entry.visits += 1;
          perPlace.set(data[place.ownerKey], entry);
        }
        await sql.execute(
          `INSERT INTO visit_counts (place_kind, place_id, event_id, visits)
           SELECT $1, p.id, p.event_id, p.visits
             FROM unnest($2::int[], $3::int[], $4::int[]) AS p(id, event_id, visits)
           ON CONFLICT (place_kind, place_id) DO UPDATE SET visits = visit_counts.visits + EXCLUDED.visits`,
          [
            place.kind,
            [...perPlace.keys()],
            [...perPlace.values()].map((e) => e.eventId),
            [...perPlace.values()].map((e) => e.visits),
          ],
        );
      } else {
        await sql.execute(`DELETE FROM visit_counts WHERE place_kind = $1 AND place_id = ANY($2::int[])`, [
          place.kind,
          run.map((e) => (e.data as { id: number }).id),
        ]);
      }
    }
  },
};
