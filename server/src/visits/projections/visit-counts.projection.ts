import { applyFromAppended, type FromAppended, type Projection } from '../../event-store/projection.js';
import { prepared, type Sql } from '../../event-store/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { VISIT_PLACES, type VisitPlace } from '../domain/visit-places.js';

/** Visits and revisits counted and not written yet, per place (`kind:id`). */
type Added = Map<string, { kind: string; id: number; eventId: number; visits: number; revisits: number }>;

/** Adds the visits counted so far with one statement, whatever their places and kinds. */
async function addVisits(sql: Sql, added: Added): Promise<void> {
  if (added.size === 0) return;
  const counts = [...added.values()];
  added.clear();
  await sql.execute(
    prepared(`INSERT INTO visit_counts (place_kind, place_id, event_id, visits, revisits)
     SELECT p.kind, p.id, p.event_id, p.visits, p.revisits
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) AS p(kind, id, event_id, visits, revisits)
     ON CONFLICT (place_kind, place_id) DO UPDATE SET ${ADD_UP}`),
    [
      counts.map((c) => c.kind),
      counts.map((c) => c.id),
      counts.map((c) => c.eventId),
      counts.map((c) => c.visits),
      counts.map((c) => c.revisits),
    ],
  );
}

/** What each counted event adds: a visitor (a first visit, a check-in) or a revisit, at its place. */
type Counted =
  { place: VisitPlace; recorded: true; revisit: boolean } | { place: VisitPlace; recorded: false };

const placeOf = new Map<string, Counted>(
  VISIT_PLACES.flatMap((place) => [
    [place.recordedType, { place, recorded: true, revisit: false }] as const,
    ...(place.revisitedType
      ? [[place.revisitedType, { place, recorded: true, revisit: true }] as const]
      : []),
    [place.removedType, { place, recorded: false }] as const,
  ]),
);

const COUNTING = [...placeOf].flatMap(([type, counted]) => (counted.recorded ? [{ type, ...counted }] : []));

const ADD_UP =
  'visits = visit_counts.visits + EXCLUDED.visits, revisits = visit_counts.revisits + EXCLUDED.revisits';

/**
 * The visits of new events added to their places' counters: one statement, each counter touched once however
 * many visits a batch holds (updating one row many times in one transaction leaves a chain of versions every
 * later update walks).
 */
const COUNTED_FROM_APPENDED: FromAppended = {
  types: new Set(COUNTING.map(({ type }) => type)),
  statement: `INSERT INTO visit_counts (place_kind, place_id, event_id, visits, revisits)
     SELECT p.kind, (e.data->>p.owner_key)::int, (e.data->>'eventId')::int,
            count(*) FILTER (WHERE NOT p.revisit), count(*) FILTER (WHERE p.revisit)
       FROM appended e
       JOIN (VALUES ${COUNTING.map(({ type, place, revisit }) => `('${type}', '${place.kind}', '${place.ownerKey}', ${revisit})`).join(', ')})
            AS p(type, kind, owner_key, revisit) ON p.type = e.type
      GROUP BY 1, 2, 3
     ON CONFLICT (place_kind, place_id) DO UPDATE SET ${ADD_UP}`,
};

/** Counts a recorded visit or revisit into `added`; for a removal, the place removed (its counter goes). */
function count(added: Added, event: StoredEvent): { kind: string; id: number } | undefined {
  const counted = placeOf.get(event.type)!;
  const { place } = counted;
  const data = event.data as Record<string, number>;
  if (!counted.recorded) return { kind: place.kind, id: data.id };
  const id = data[place.ownerKey];
  const key = `${place.kind}:${id}`;
  const entry = added.get(key) ?? { kind: place.kind, id, eventId: data.eventId, visits: 0, revisits: 0 };
  if (counted.revisit) entry.revisits += 1;
  else entry.visits += 1;
  added.set(key, entry);
  return undefined;
}

/**
 * Visitors per booth and lecture (`visit_counts.visits`), and a booth's revisits (`revisits`: its visitors
 * scanned again later, attendance.decider.ts), kept with each visit: lists, the dashboard and live pushes read
 * one row per place instead of counting. A deleted attendee's visits stay counted; a removed place
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
