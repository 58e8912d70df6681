// Booth visits and lecture check-ins written straight into event_log with SQL, exactly as the server appends
// them (the same stream ids, versions, event types, data and metadata JSON (the actor and a request id), a
// unique client event id as the phones' Idempotency-Key makes, positions and transaction ids from the table's defaults, up to 200 events a
// transaction as the server's AttendanceBatcher commits them): a log of a million events in a minute instead of
// fifteen through HTTP. `checkVisitShapes` proves the copy against the events the server itself recorded.

/**
 * The (place, attendee) pair number n stands for: attendee n % attendees visits place (n / attendees + n %
 * attendees) % places. Distinct pairs for n < attendees × places, every attendee visiting a few places.
 */
export const pairOf = (n, attendees, places) => ({
  attendee: n % attendees,
  place: (Math.floor(n / attendees) + (n % attendees)) % places,
});

/** The same as SQL over a bigint n, for consecutive ids from first_attendee and first_place. */
const pairSql = (n, a) => ({
  attendee: `(${a}.first_attendee + ${n} % ${a}.attendees)`,
  place: (first, count) => `(${first} + (${n} / ${a}.attendees + ${n} % ${a}.attendees) % ${count})`,
});

/** An event's columns as the server writes them, as SQL expressions over a place id, an attendee id, an event id. */
export const VISIT_SHAPES = {
  booth: {
    type: 'BoothVisitRecorded',
    stream: (p, a) => `'booth-visit-' || ${p} || '-' || ${a}`,
    data: (p, a, e) => `jsonb_build_object('boothId', ${p}, 'eventId', ${e}, 'attendeeId', ${a})`,
    actor: (p) => `jsonb_build_object('kind', 'booth', 'id', ${p})`,
    clientPrefix: (p, a) => `'booth-visit:' || ${p} || ':' || ${a} || ':'`,
    placeKey: 'boothId',
  },
  lecture: {
    type: 'LectureCheckedIn',
    stream: (p, a) => `'lecture-checkin-' || ${p} || '-' || ${a}`,
    data: (p, a, e) => `jsonb_build_object('lectureId', ${p}, 'eventId', ${e}, 'attendeeId', ${a})`,
    actor: () => `jsonb_build_object('kind', 'public')`,
    clientPrefix: (p, a) => `'lecture-checkin:' || ${p} || ':' || ${a} || ':'`,
    placeKey: 'lectureId',
  },
};

/**
 * When the visit of pair n was recorded: now, or with `spread` (x.spread_from, x.spread_days, x.spread_hours)
 * spread over the opening hours of the event's days (an expo's traffic, for the reports' hours and peaks).
 */
const recordedAt = (n) => `CASE WHEN x.spread_from IS NULL THEN now() ELSE
    x.spread_from + ((${n} * 7919) % (x.spread_days * x.spread_hours * 3600) / (x.spread_hours * 3600)) * interval '1 day'
      + ((${n} * 7919) % (x.spread_hours * 3600)) * interval '1 second' END`;

const insertChunk = (kind, first, count) => {
  const shape = VISIT_SHAPES[kind];
  const pair = pairSql('g.n', 'x');
  const p = pair.place(first, count);
  const a = pair.attendee;
  return `
      INSERT INTO event_log (stream_id, version, type, data, metadata, client_event_id, recorded_at)
      SELECT ${shape.stream('v.p', 'v.a')}, 1, '${shape.type}', ${shape.data('v.p', 'v.a', 'x.event')},
             jsonb_build_object('actor', ${shape.actor('v.p')}, 'requestId', gen_random_uuid()::text),
             ${shape.clientPrefix('v.p', 'v.a')} || gen_random_uuid(), ${recordedAt('v.n')}
        FROM (SELECT g.n, ${p}::int AS p, ${a}::int AS a
                FROM generate_series(${kind}_next, ${kind}_next + least(x.chunk, ${kind}_end - ${kind}_next) - 1)
                     AS g(n)) v
       ORDER BY v.n;
      ${kind}_next := ${kind}_next + least(x.chunk, ${kind}_end - ${kind}_next);`;
};

/**
 * A procedure that appends booth visits for pairs booth_from … booth_from + booth_count - 1 and lecture check-ins
 * for pairs lecture_from …, in transactions of `chunk` events of one kind, the kinds interleaved by their shares.
 */
const PROCEDURE = `
  CREATE OR REPLACE PROCEDURE bench_generate_visits(x_json jsonb) LANGUAGE plpgsql AS $$
  DECLARE
    x record;
    booth_next bigint;
    booth_end bigint;
    lecture_next bigint;
    lecture_end bigint;
  BEGIN
    SELECT * INTO x FROM jsonb_to_record(x_json) AS t(booth_from bigint, booth_count bigint,
      lecture_from bigint, lecture_count bigint, attendees int, first_attendee int, booths int, first_booth int,
      lectures int, first_lecture int, event int, chunk int, spread_from timestamptz, spread_days int,
      spread_hours int);
    booth_next := x.booth_from;
    booth_end := x.booth_from + x.booth_count;
    lecture_next := x.lecture_from;
    lecture_end := x.lecture_from + x.lecture_count;
    WHILE booth_next < booth_end OR lecture_next < lecture_end LOOP
      -- the kind behind its share goes next
      IF lecture_next >= lecture_end OR (booth_next < booth_end AND
           (booth_next - x.booth_from) * x.lecture_count <= (lecture_next - x.lecture_from) * x.booth_count) THEN
        ${insertChunk('booth', 'x.first_booth', 'x.booths')}
      ELSE
        ${insertChunk('lecture', 'x.first_lecture', 'x.lectures')}
      END IF;
      COMMIT;
    END LOOP;
  END $$`;

const consecutive = (ids) => {
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length && sorted.at(-1) - sorted[0] + 1 !== sorted.length)
    throw new Error('the generator needs consecutive ids');
  return sorted[0];
};

/**
 * Appends `boothVisits` booth visits (pairs from `boothFrom` on) and `checkIns` lecture check-ins (pairs from
 * `lectureFrom` on) on a pg client outside a transaction. Returns the seconds it took. They are recorded now,
 * or with `spread: { from: '2026-11-25T09:00:00+09:00', days: 3, hours: 10 }` over those hours of those days.
 */
export async function generateVisits(
  client,
  {
    eventId,
    attendeeIds,
    boothIds,
    lectureIds,
    boothFrom,
    boothVisits,
    lectureFrom,
    checkIns,
    chunk = 200,
    spread = undefined,
  },
) {
  if (boothFrom + boothVisits > attendeeIds.length * boothIds.length)
    throw new Error('not enough (booth, attendee) pairs');
  if (lectureFrom + checkIns > attendeeIds.length * lectureIds.length)
    throw new Error('not enough (lecture, attendee) pairs');
  const started = performance.now();
  await client.query(PROCEDURE);
  try {
    await client.query('CALL bench_generate_visits($1)', [
      JSON.stringify({
        booth_from: boothFrom,
        booth_count: boothVisits,
        lecture_from: lectureFrom,
        lecture_count: checkIns,
        attendees: attendeeIds.length,
        first_attendee: consecutive(attendeeIds),
        booths: boothIds.length,
        first_booth: consecutive(boothIds),
        lectures: lectureIds.length,
        first_lecture: consecutive(lectureIds),
        event: eventId,
        chunk,
        spread_from: spread?.from ?? null,
        spread_days: spread?.days ?? null,
        spread_hours: spread?.hours ?? null,
      }),
    ]);
  } finally {
    await client.query('DROP PROCEDURE IF EXISTS bench_generate_visits(jsonb)');
  }
  return (performance.now() - started) / 1000;
}

/**
 * Checks that every visit event in the log (the server's own, before any generation) has the shape the
 * generator writes; throws otherwise. Returns how many were checked per kind.
 */
export async function checkVisitShapes(client, eventId) {
  const checked = {};
  for (const [kind, shape] of Object.entries(VISIT_SHAPES)) {
    const p = `(data->>'${shape.placeKey}')::int`;
    const a = `(data->>'attendeeId')::int`;
    const { rows } = await client.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE NOT (
                stream_id = ${shape.stream(p, a)} AND version = 1
                AND data = ${shape.data(p, a, '$2::int')}
                AND metadata - 'requestId' = jsonb_build_object('actor', ${shape.actor(p)})
                AND metadata ? 'requestId'
                AND client_event_id LIKE ${shape.clientPrefix(p, a)} || '%'))::int AS differing,
              min(metadata::text) AS sample
         FROM event_log WHERE type = $1`,
      [shape.type, eventId],
    );
    if (rows[0].total === 0) throw new Error(`no ${shape.type} recorded by the server to compare with`);
    if (rows[0].differing > 0)
      throw new Error(
        `${rows[0].differing} of ${rows[0].total} ${shape.type} events differ from the generator's shape (e.g. metadata ${rows[0].sample})`,
      );
    checked[kind] = rows[0].total;
  }
  return checked;
}

/**
 * Revisits of generated booth visits: every `every`-th visit (by log position) whose stream holds the visit alone
 * is followed by the attendee back at the booth `after` later (`BoothRevisitRecorded`, version 2, the visit's
 * data and metadata as the server copies them, a client event id of its own), in one statement after the visits.
 * Returns how many.
 */
export async function generateRevisits(client, { every = 10, after = '45 minutes' } = {}) {
  const { rowCount } = await client.query(
    `INSERT INTO event_log (stream_id, version, type, data, metadata, client_event_id, recorded_at)
     SELECT e.stream_id, 2, 'BoothRevisitRecorded', e.data, e.metadata, e.client_event_id || ':back',
            e.recorded_at + $2::interval
       FROM event_log e
      WHERE e.type = 'BoothVisitRecorded' AND e.position % $1 = 0
        AND NOT EXISTS (SELECT 1 FROM event_log l WHERE l.stream_id = e.stream_id AND l.version > 1)
      ORDER BY e.position`,
    [every, after],
  );
  return rowCount;
}
