// What a projection rebuild must leave: the same read models as the server built live. Checksums of the read
// model tables (every row as text, in text order) to compare before and after, and checks of the visitor
// lists and counters against the log for logs too large to have been built live.

/** Row count and md5 of `table` (optionally only rows with `position <= upTo`): { rows, md5 }. */
export async function tableChecksum(client, table, upTo) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5
       FROM ${table} t ${upTo === undefined ? '' : 'WHERE position <= $1'}`,
    upTo === undefined ? [] : [upTo],
  );
  return rows[0];
}

/** Checksums of these tables: { table: { rows, md5 } }; `upTo` limits the tables listed in it to a position. */
export async function checksums(client, tables, upTo = {}) {
  const result = {};
  for (const table of tables) result[table] = await tableChecksum(client, table, upTo[table]);
  return result;
}

/** The tables whose checksums differ (with both figures); [] when equal. */
export const differences = (before, after) =>
  Object.keys(before)
    .filter((table) => before[table].md5 !== after[table]?.md5)
    .map((table) => `${table}: ${JSON.stringify(before[table])} ≠ ${JSON.stringify(after[table])}`);

const VISITOR_LISTS = [
  { table: 'booth_visits', owner: 'booth_id', type: 'BoothVisitRecorded', key: 'boothId', kind: 'booth' },
  {
    table: 'lecture_checkins',
    owner: 'lecture_id',
    type: 'LectureCheckedIn',
    key: 'lectureId',
    kind: 'lecture',
  },
];

/**
 * Every visit event of the log has its visitor row (place, attendee, event, time (in JavaScript's milliseconds)
 * and position of the event,
 * the attendee's name, affiliation and phone) and no other row exists; every place's counter equals its
 * rows. For logs with neither removals nor attendee changes. Returns { table: rows }; throws on a difference.
 */
export async function checkVisitorLists(client) {
  const counted = {};
  for (const list of VISITOR_LISTS) {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM event_log WHERE type = $1)::int AS events,
              (SELECT count(*) FROM ${list.table})::int AS rows,
              (SELECT count(*) FROM ${list.table} v
                 JOIN event_log e ON e.position = v.position AND e.type = $1
                 JOIN attendees a ON a.id = v.attendee_id
                WHERE (e.data->>'${list.key}')::int = v.${list.owner}
                  AND (e.data->>'attendeeId')::int = v.attendee_id
                  AND (e.data->>'eventId')::int = v.event_id
                  AND v.visited_at <= e.recorded_at AND v.visited_at > e.recorded_at - interval '1 ms'
                  AND (a.name, a.affiliation, a.phone_number) = (v.user_name, v.affiliation, v.phone_number))::int
                AS matching,
              (SELECT count(*) FROM (
                 (SELECT ${list.owner}, min(event_id), count(*)::int FROM ${list.table} GROUP BY ${list.owner}
                  EXCEPT SELECT place_id, event_id, visits FROM visit_counts WHERE place_kind = $2)
                 UNION ALL
                 (SELECT place_id, event_id, visits FROM visit_counts WHERE place_kind = $2
                  EXCEPT SELECT ${list.owner}, min(event_id), count(*)::int FROM ${list.table} GROUP BY ${list.owner})
               ) d)::int AS counters_differing`,
      [list.type, list.kind],
    );
    const r = rows[0];
    if (r.events !== r.rows || r.matching !== r.rows || r.counters_differing !== 0)
      throw new Error(`${list.table} does not match the log: ${JSON.stringify(r)}`);
    counted[list.table] = r.rows;
  }
  return counted;
}
