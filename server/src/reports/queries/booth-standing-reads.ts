import { prepared, type Sql } from '../../database/sql.js';
import type { BoothStanding, ReportBooth } from '@expo/contract/reports';

/**
 * A booth of the event with its unique visitors, visits and revisits (the dashboard's counters), the visitors
 * who came back, and its rank.
 */
export type RankedBooth = Pick<
  ReportBooth,
  'boothId' | 'boothName' | 'uniqueVisitors' | 'visits' | 'revisits' | 'returningVisitors' | 'rank'
>;

/** Each booth's visitors and returning visitors counted on its own keys (both tables' indexes start with the booth). */
const RANKED = prepared(`SELECT b.id AS "boothId", b.booth_name AS "boothName", u.n AS "uniqueVisitors",
         COALESCE(c.visits + c.revisits, 0) AS visits, COALESCE(c.revisits, 0) AS revisits,
         r.n AS "returningVisitors", (row_number() OVER (ORDER BY u.n DESC, b.id))::int AS rank
    FROM booths b
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM booth_visits v WHERE v.booth_id = b.id) AS u
    CROSS JOIN LATERAL (SELECT count(DISTINCT attendee_id)::int AS n FROM booth_revisits v WHERE v.booth_id = b.id) AS r
    LEFT JOIN visit_counts c ON c.place_kind = 'booth' AND c.place_id = b.id
   WHERE b.event_id = $1 ORDER BY b.id`);

/** Every booth of the event in id order, ranked by unique visitors (ties by id). */
export function readRankedBooths(sql: Sql, eventId: number): Promise<RankedBooth[]> {
  return sql.query<RankedBooth>(RANKED, [eventId]);
}

/** The median of these numbers (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Where `booth` stands among `all` (the event's booths). */
export function standingOf(booth: RankedBooth, all: readonly RankedBooth[]): BoothStanding {
  return {
    rank: booth.rank,
    booths: all.length,
    topShare: all.length ? booth.rank / all.length : null,
    eventMedian: median(all.map((b) => b.uniqueVisitors)),
  };
}
