import { prepared, type Sql } from '../../database/sql.js';
import type { ReportBooth } from '@expo/contract/reports';
import { dayAndHour, koreanHour } from './korean-hour.js';

/**
 * Every booth of the event with its unique visitors, visits and revisits (the dashboard's counters), visitors
 * who came back, busiest Korean hour (the earliest of equals) and leads by 관심도, ranked by unique visitors
 * (ties by booth id); and the booth visits of each hour. One pass over the visits (a million at a big expo)
 * and one over the revisits give all of it: the first visits and all visits per booth and hour, summed by
 * booth and by hour.
 */
const BOOTH_TRAFFIC = prepared(`WITH per_hour AS MATERIALIZED (
    SELECT booth_id, h, sum(first)::int AS first, sum(visits)::int AS visits FROM (
      SELECT booth_id, ${koreanHour('visited_at')} AS h, count(*) AS first, count(*) AS visits
        FROM booth_visits WHERE event_id = $1 GROUP BY 1, 2
      UNION ALL
      SELECT booth_id, ${koreanHour('visited_at')}, 0, count(*) FROM booth_revisits WHERE event_id = $1 GROUP BY 1, 2
    ) AS per_kind GROUP BY 1, 2
  ), visitors AS (
    SELECT booth_id, sum(first)::int AS unique_visitors FROM per_hour GROUP BY booth_id
  ), came_back AS (
    SELECT booth_id, count(DISTINCT attendee_id)::int AS n FROM booth_revisits WHERE event_id = $1 GROUP BY 1
  ), peak AS (
    SELECT DISTINCT ON (booth_id) booth_id, ${dayAndHour('h')}, visits FROM per_hour ORDER BY booth_id, visits DESC, h
  ), leads AS (
    SELECT booth_id, count(*) FILTER (WHERE interest = 'high')::int AS high,
           count(*) FILTER (WHERE interest = 'medium')::int AS medium,
           count(*) FILTER (WHERE interest = 'low')::int AS low
      FROM booth_leads WHERE event_id = $1 GROUP BY booth_id
  ), ranked AS (
    SELECT (row_number() OVER (ORDER BY COALESCE(v.unique_visitors, 0) DESC, b.id))::int AS rank,
           b.id AS "boothId", b.booth_name AS "boothName", COALESCE(v.unique_visitors, 0) AS "uniqueVisitors",
           COALESCE(c.visits + c.revisits, 0) AS visits, COALESCE(c.revisits, 0) AS revisits,
           COALESCE(r.n, 0) AS "returningVisitors",
           CASE WHEN p.booth_id IS NOT NULL THEN json_build_object('day', p.day, 'hour', p.hour, 'visits', p.visits)
           END AS "peakHour",
           COALESCE(l.high, 0) AS high, COALESCE(l.medium, 0) AS medium, COALESCE(l.low, 0) AS low
      FROM booths b
      LEFT JOIN visit_counts c ON c.place_kind = 'booth' AND c.place_id = b.id
      LEFT JOIN visitors v ON v.booth_id = b.id
      LEFT JOIN came_back r ON r.booth_id = b.id
      LEFT JOIN peak p ON p.booth_id = b.id
      LEFT JOIN leads l ON l.booth_id = b.id
     WHERE b.event_id = $1
  )
  SELECT (SELECT COALESCE(json_agg(r ORDER BY r.rank), '[]') FROM ranked r) AS booths,
         (SELECT COALESCE(json_agg(t ORDER BY t.day, t.hour), '[]')
            FROM (SELECT ${dayAndHour('h')}, sum(visits)::int AS visits FROM per_hour GROUP BY h) t) AS hours`);

type RankedRow = Omit<ReportBooth, 'leads' | 'revisitRate'> & { high: number; medium: number; low: number };

/** The share of a booth's visitors who came back (null before its first visitor). */
export const revisitRate = ({
  uniqueVisitors,
  returningVisitors,
}: Pick<ReportBooth, 'uniqueVisitors' | 'returningVisitors'>) =>
  uniqueVisitors ? returningVisitors / uniqueVisitors : null;

/** Booth visits of one Korean hour. */
export interface BoothHour {
  day: string;
  hour: number;
  visits: number;
}

/** 부스 현황 (every booth ranked by unique visitors) and the booth visits per hour of 시간대별 추이. */
export async function readBoothTraffic(
  sql: Sql,
  eventId: number,
): Promise<{ booths: ReportBooth[]; hours: BoothHour[] }> {
  const [row] = await sql.query<{ booths: RankedRow[]; hours: BoothHour[] }>(BOOTH_TRAFFIC, [eventId]);
  return {
    booths: row.booths.map(({ high, medium, low, ...booth }) => ({
      ...booth,
      revisitRate: revisitRate(booth),
      leads: { high, medium, low, unrated: Math.max(0, booth.uniqueVisitors - high - medium - low) },
    })),
    hours: row.hours,
  };
}
