import { applyFromAppended, type FromAppended, type Projection } from '../../event-store/projection.js';
import { prepared, type Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { VISIT_PLACES, type VisitPlace } from '../domain/visit-places.js';

/** Visits counted and not written yet, per place (`kind:id`). */
type Added = Map<string, { kind: string; id: number; eventId: number; visits: number }>;

/** Adds the visits counted so far with one statement, whatever their places and kinds. */
async function addVisits(sql: Sql, added: Added): Promise<void> {
  if (added.size === 0) return;
  const counts = [...added.values()];
  added.clear();
  await sql.execute(
    prepared(`INSERT INTO visit_counts (place_kind, place_id, event_id, visits)
     SELECT p.kind, p.id, p.event_id, p.visits
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) AS p(kind, id, event_id, visits)
     ON CONFLICT (place_kind, place_id) DO UPDATE SET visits = visit_counts.visits + EXCLUDED.visits`),
    [
      counts.map((c) => c.kind),
      counts.map((c) => c.id),
      counts.map((c) => c.eventId),
      counts.map((c) => c.visits),
    ],
  );
}

const placeOf = new Map<string, { place: VisitPlace; recorded: boolean }>(
  VISIT_PLACES.flatMap((place) => [
    [place.recordedType, { place, recorded: true }] as const,
    [place.removedType, { place, recorded: false }] as const,
  ]),
);

/**
 * The visits of new events added to their places' counters: one statement, each counter touched once however
 * many visits a batch holds (updating one row many times in one transaction leaves a chain of versions every
 * later update walks).
 */
const COUNTED_FROM_APPENDED: FromAppended = {
  types: new Set(VISIT_PLACES.map((place) => place.recordedType)),
  statement: `INSERT INTO visit_counts (place_kind, place_id, event_id, visits)
     SELECT p.kind, (e.data->>p.owner_key)::int, (e.data->>'eventId')::int, count(*)
       FROM appended e
       JOIN (VALUES ${VISIT_PLACES.map((p) => `('${p.recordedType}', '${p.kind}', '${p.ownerKey}')`).join(', ')})
            AS p(type, kind, owner_key) ON p.type = e.type
      GROUP BY 1, 2, 3
     ON CONFLICT (place_kind, place_id) DO UPDATE SET visits = visit_counts.visits + EXCLUDED.visits`,
};

/** Counts a recorded visit into `added`; for a removal, the place removed (its counter goes). */
function count(added: Added, event: StoredEvent): { kind: string; id: number } | undefined {
  const { place, recorded } = placeOf.get(event.type)!;
  const data = event.data as Record<string, number>;
  if (!recorded) return { kind: place.kind, id: data.id };
  const id = data[place.ownerKey];
  const key = `${place.kind}:${id}`;
  const entry = added.get(key) ?? { kind: place.kind, id, eventId: data.eventId, visits: 0 };
  entry.visits += 1;
  added.set(key, entry);
  return undefined;
}

/**
 * Visitors per booth and lecture (`visit_counts.visits`; a booth's revisits beside them are
 * booth-revisits.projection.ts's), kept with each visit: lists, the dashboard and live pushes
 * read one row per place instead of counting. A deleted attendee's visits stay counted; a removed place
 * takes its count with it.
 */
export const visitCountsProjection: Projection = {
  name: 'visit_counts',
  tables: ['visit_counts'],
  handles: new Set(placeOf.keys()),
  async apply(sql, events) {
    // the visits up to each removal are added with one statement, then the removed place's counter goes
    let visits: StoredEvent[] = [];
    for (const event of events) {
      if (COUNTED_FROM_APPENDED.types.has(event.type)) {
        visits.push(event);
        continue;
      }
      await applyFromAppended(sql, COUNTED_FROM_APPENDED, visits);
      visits = [];
      const { place } = placeOf.get(event.type)!;
      await sql.execute(`DELETE FROM visit_counts WHERE place_kind = $1 AND place_id = $2`, [
        place.kind,
        (event.data as { id: number }).id,
      ]);
    }
    await applyFromAppended(sql, COUNTED_FROM_APPENDED, visits);
  },
  fromAppended: COUNTED_FROM_APPENDED,
  replay() {
    // a rebuild sums the whole log and writes every counter once, at the end
    const added: Added = new Map();
    return {
      async apply(_sql, events) {
        for (const event of events) {
          const removed = count(added, event);
          if (removed) added.delete(`${removed.kind}:${removed.id}`);
        }
      },
      finish: (sql) => addVisits(sql, added),
    };
  },
};
