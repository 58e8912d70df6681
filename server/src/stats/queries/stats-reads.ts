import { seoulDate, toSeoulLocal } from '@expo/contract/seoul-time';
import { prepared, type Sql } from '../../database/sql.js';
import type {
  BoothStat,
  DayEntries,
  LectureStat,
  Stats,
  StatsTotals,
  TimelineBucket,
} from '@expo/contract/stats';

/** Minutes per bucket of the visits-over-time chart and report. */
export const BUCKET_MINUTES = 10;

type AttendeeTotals = Pick<
  StatsTotals,
  'attendees' | 'paid' | 'printed' | 'preRegistered' | 'onSite' | 'entriesToday' | 'entered'
>;
type VisitTotals = Pick<StatsTotals, 'boothVisits' | 'uniqueVisitors' | 'lectureCheckIns'>;

/** Registered, paid, printed, pre-registered and on-site attendees of the event, and who came in. */
export async function readAttendeeTotals(sql: Sql, eventId: number): Promise<AttendeeTotals> {
  const [row] = await sql.query<AttendeeTotals>(
    prepared(`SELECT count(*)::int AS attendees,
            count(*) FILTER (WHERE payment_status2 = 'Y')::int AS paid,
            count(*) FILTER (WHERE payment_status = 'Y')::int AS printed,
            count(*) FILTER (WHERE registration_type = 'PRE')::int AS "preRegistered",
            count(*) FILTER (WHERE registration_type = 'ONSITE')::int AS "onSite",
            (SELECT count(*) FROM entries WHERE event_id = $1 AND day = $2::date)::int AS "entriesToday",
            (SELECT count(DISTINCT attendee_id) FROM entries WHERE event_id = $1)::int AS entered
       FROM attendees WHERE event_id = $1`),
    [eventId, seoulDate(new Date())],
  );
  return row;
}

/** Booth visits, unique booth visitors and lecture check-ins of the event. */
export async function readVisitTotals(sql: Sql, eventId: number): Promise<VisitTotals> {
  const [row] = await sql.query<VisitTotals>(
    prepared(`SELECT COALESCE((SELECT sum(visits + revisits) FROM visit_counts WHERE event_id = $1 AND place_kind = 'booth'), 0)::int
              AS "boothVisits",
            (SELECT count(DISTINCT attendee_id) FROM booth_visits WHERE event_id = $1)::int AS "uniqueVisitors",
            COALESCE((SELECT sum(visits) FROM visit_counts WHERE event_id = $1 AND place_kind = 'lecture'), 0)::int
              AS "lectureCheckIns"`),
    [eventId],
  );
  return row;
}

export async function readTotals(sql: Sql, eventId: number): Promise<StatsTotals> {
  return { ...(await readAttendeeTotals(sql, eventId)), ...(await readVisitTotals(sql, eventId)) };
}

/** Visits per booth of the event (only `boothIds` when given), by booth id. */
export async function readBoothStats(sql: Sql, eventId: number, boothIds?: number[]): Promise<BoothStat[]> {
  return sql.query<BoothStat>(
    prepared(`SELECT b.id AS "boothId", b.booth_name AS "boothName", COALESCE(c.visits + c.revisits, 0) AS visits
       FROM booths b LEFT JOIN visit_counts c ON c.place_kind = 'booth' AND c.place_id = b.id
      WHERE b.event_id = $1 AND ($2::int[] IS NULL OR b.id = ANY($2::int[]))
      ORDER BY b.id`),
    [eventId, boothIds ?? null],
  );
}

/** Check-ins per lecture of the event (only `lectureIds` when given) with their 정원, in programme order. */
export async function readLectureStats(
  sql: Sql,
  eventId: number,
  lectureIds?: number[],
): Promise<LectureStat[]> {
  return sql.query<LectureStat>(
    prepared(`SELECT l.id AS "lectureId", l.title, l.date, l.time, COALESCE(c.visits, 0) AS "checkIns", l.capacity
       FROM lectures l LEFT JOIN visit_counts c ON c.place_kind = 'lecture' AND c.place_id = l.id
      WHERE l.event_id = $1 AND ($2::int[] IS NULL OR l.id = ANY($2::int[]))
      ORDER BY l.date, l.time, l.id`),
    [eventId, lectureIds ?? null],
  );
}

/** The start of the bucket holding `at`. */
export function bucketStart(at: Date): Date {
  const size = BUCKET_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / size) * size);
}

/**
 * Booth visits and lecture check-ins per 10-minute bucket (Korean time), oldest first, only buckets with
 * something in them; `since` limits it to the buckets from that one on (a live push of what changed).
 */
export async function readTimeline(sql: Sql, eventId: number, since?: Date): Promise<TimelineBucket[]> {
  const rows = await sql.query<{ start: Date; booth: number; lecture: number; entry: number }>(
    prepared(`SELECT start, sum(booth)::int AS booth, sum(lecture)::int AS lecture, sum(entry)::int AS entry FROM (
        SELECT date_bin($3::interval, visited_at, TIMESTAMPTZ '2000-01-01 00:00:00+09') AS start,
               count(*) AS booth, 0 AS lecture, 0 AS entry
          FROM booth_visits WHERE event_id = $1 AND visited_at >= $2 GROUP BY 1
        UNION ALL
        SELECT date_bin($3::interval, visited_at, TIMESTAMPTZ '2000-01-01 00:00:00+09'), count(*), 0, 0
          FROM booth_revisits WHERE event_id = $1 AND visited_at >= $2 GROUP BY 1
        UNION ALL
        SELECT date_bin($3::interval, visited_at, TIMESTAMPTZ '2000-01-01 00:00:00+09'), 0, count(*), 0
          FROM lecture_checkins WHERE event_id = $1 AND visited_at >= $2 GROUP BY 1
        UNION ALL
        SELECT date_bin($3::interval, entered_at, TIMESTAMPTZ '2000-01-01 00:00:00+09'), 0, 0, count(*)
          FROM entries WHERE event_id = $1 AND entered_at >= $2 GROUP BY 1
      ) AS per_kind GROUP BY start ORDER BY start`),
    [eventId, since ? bucketStart(since) : new Date(0), `${BUCKET_MINUTES} minutes`],
  );
  return rows.map((r) => ({
    start: toSeoulLocal(r.start).slice(0, 16),
    boothVisits: r.booth,
    lectureCheckIns: r.lecture,
    entries: r.entry,
  }));
}

/** Entries per event day (Korean dates), oldest first. */
export async function readEntriesByDay(sql: Sql, eventId: number): Promise<DayEntries[]> {
  const rows = await sql.query<{ day: string; entries: number }>(
    prepared(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS entries
       FROM entries WHERE event_id = $1 GROUP BY day ORDER BY day`),
    [eventId],
  );
  return rows;
}

export async function readStats(sql: Sql, eventId: number): Promise<Stats> {
  return {
    eventId,
    generatedAt: toSeoulLocal(new Date()),
    totals: await readTotals(sql, eventId),
    booths: await readBoothStats(sql, eventId),
    lectures: await readLectureStats(sql, eventId),
    timeline: await readTimeline(sql, eventId),
    entriesByDay: await readEntriesByDay(sql, eventId),
  };
}
