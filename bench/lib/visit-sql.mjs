// The SQL one booth visit runs in the server when it is written on its own (captured with log_statement=all
// from `POST /api/booth-visits` with an Idempotency-Key, as the booth phones send), statement for statement.
// One list serves the two references the visit benchmark measures the server against: pgbench (the
// database's limit for this work) and a bare node:http handler with pg (the HTTP floor).
//
// `values(v)` gives the statement's parameters as the server binds them; `pgbench` the same values as pgbench
// expressions over its variables :booth, :attendee, :event, :pos (set by \gset from the event insert).

const STREAM = "'booth-visit-' || :booth || '-' || :attendee";
const KEY = "'booth-visit:' || :booth || ':' || :attendee || ':' || :client_id";

export const VISIT_STATEMENTS = [
  {
    // BoothGuard: the booth still exists and its phone's session holds (outside the transaction)
    sql: 'SELECT event_id, credentials_version FROM booths WHERE id = $1',
    values: (v) => [v.booth],
    pgbench: [':booth'],
  },
  { sql: 'START TRANSACTION' },
  {
    sql: 'SELECT client_event_id FROM event_log WHERE client_event_id = ANY($1::text[])',
    values: (v) => [[v.key]],
    pgbench: [`ARRAY[${KEY}]`],
  },
  {
    sql: 'SELECT id, event_id FROM attendees WHERE id = ANY($1::int[])',
    values: (v) => [[v.attendee]],
    pgbench: ['ARRAY[:attendee]'],
  },
  {
    sql: `SELECT position, stream_id, version, type, data, metadata, recorded_at FROM event_log WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, version`,
    values: (v) => [[`booth-visit-${v.booth}-${v.attendee}`]],
    pgbench: [`ARRAY[${STREAM}]`],
  },
  {
    sql: `WITH ins AS (
           INSERT INTO event_log (stream_id, version, type, data, metadata, client_event_id)
           SELECT e->>'s', (e->>'v')::int, e->>'t', e->'d', COALESCE($2::jsonb, e->'m'), e->>'c'
             FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, o)
            ORDER BY o
           RETURNING position)
         SELECT (array_agg(position ORDER BY position))[1] AS pos, now() AS recorded_at FROM ins`,
    values: (v) => [
      JSON.stringify([
        {
          d: { boothId: v.booth, eventId: v.event, attendeeId: v.attendee },
          m: { actor: { id: v.booth, kind: 'booth' }, clientEventId: v.key },
          s: `booth-visit-${v.booth}-${v.attendee}`,
          t: 'BoothVisitRecorded',
          v: 1,
          c: v.key,
        },
      ]),
      null,
    ],
    pgbench: [
      `jsonb_build_array(jsonb_build_object('d', jsonb_build_object('boothId', :booth::int, 'eventId', :event::int, 'attendeeId', :attendee::int), 'm', jsonb_build_object('actor', jsonb_build_object('id', :booth::int, 'kind', 'booth'), 'clientEventId', ${KEY}), 's', ${STREAM}, 't', 'BoothVisitRecorded', 'v', 1, 'c', ${KEY}))::text`,
      'NULL',
    ],
    gset: true, // pgbench keeps :pos for the next statements
  },
  {
    sql: `INSERT INTO booth_visits (booth_id, attendee_id, event_id, user_name, affiliation, phone_number,
         visited_at, position)
       SELECT v.place_id, v.attendee_id, v.event_id, COALESCE(a.name, $6), COALESCE(a.affiliation, ''),
              COALESCE(a.phone_number, ''), v.visited_at, v.position
         FROM unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::bigint[])
              AS v(place_id, attendee_id, event_id, visited_at, position)
         LEFT JOIN attendees a ON a.id = v.attendee_id`,
    values: (v, pos) => [[v.booth], [v.attendee], [v.event], [new Date()], [pos], '삭제된 참석자'],
    pgbench: [
      'ARRAY[:booth]',
      'ARRAY[:attendee]',
      'ARRAY[:event]',
      'ARRAY[now()]',
      'ARRAY[:pos]',
      "'삭제된 참석자'",
    ],
  },
  {
    sql: `INSERT INTO visit_counts (place_kind, place_id, event_id, visits)
           SELECT $1, p.id, p.event_id, p.visits
             FROM unnest($2::int[], $3::int[], $4::int[]) AS p(id, event_id, visits)
           ON CONFLICT (place_kind, place_id) DO UPDATE SET visits = visit_counts.visits + EXCLUDED.visits`,
    values: (v) => ['booth', [v.booth], [v.event], [1]],
    pgbench: ["'booth'", 'ARRAY[:booth]', 'ARRAY[:event]', 'ARRAY[1]'],
  },
  {
    sql: `SELECT v.booth_id AS place_id, v.attendee_id, v.user_name, v.affiliation, v.phone_number, v.visited_at, v.position
       FROM unnest($1::int[], $2::int[]) AS p(place_id, attendee_id)
       JOIN booth_visits v ON v.booth_id = p.place_id AND v.attendee_id = p.attendee_id
      ORDER BY v.position DESC`,
    values: (v) => [[v.booth], [v.attendee]],
    pgbench: ['ARRAY[:booth]', 'ARRAY[:attendee]'],
  },
  { sql: 'COMMIT' },
];

/**
 * A pgbench script running the statements once per transaction for the next unused (booth, attendee) pair:
 * pair n (from the sequence `bench_pairs`) is booth `first_booth + n % booths` and attendee
 * `first_attendee + n / booths`.
 */
export function pgbenchScript() {
  const lines = [
    "SELECT nextval('bench_pairs') AS n \\gset",
    '\\set booth :first_booth + (:n % :booths)',
    '\\set attendee :first_attendee + (:n / :booths)',
  ];
  for (const statement of VISIT_STATEMENTS) {
    const text = (statement.pgbench ?? []).reduce(
      (sql, expression, i) => sql.replaceAll(new RegExp(`\\$${i + 1}(?![0-9])`, 'g'), `(${expression})`),
      statement.sql,
    );
    lines.push(`${text.replace(/\s*\n\s*/g, ' ')}${statement.gset ? ' \\gset' : ';'}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the statements for one visit on a pg client (the bare HTTP floor). */
export async function runVisit(client, visit) {
  let pos;
  let answer;
  for (const statement of VISIT_STATEMENTS) {
    const result = await client.query(statement.sql, statement.values?.(visit, pos));
    if (statement.gset) pos = result.rows[0].pos;
    if (statement.sql.startsWith('SELECT v.booth_id')) answer = result.rows[0];
  }
  return answer;
}
