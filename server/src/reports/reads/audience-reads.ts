import { prepared, type Sql } from '../../event-store/sql.js';
import type { LabelledCount, ReportAudience } from '@expo/contract/reports';

/** How many affiliations the report names; the rest are one line '기타'. */
export const TOP_AFFILIATIONS = 20;
export const OTHERS_LABEL = '기타';
/** An empty country or affiliation (blanked with the personal data after the retention period). */
export const BLANK_LABEL = '(미입력)';

const BY_COUNTRY = prepared(`SELECT country AS label, count(*)::int AS count FROM attendees
  WHERE event_id = $1 GROUP BY country ORDER BY count(*) DESC, country`);

/** The top affiliations by attendees (ties by name), then the others summed as one row with rank > top. */
const BY_AFFILIATION =
  prepared(`SELECT CASE WHEN rank <= $2 THEN affiliation END AS label, sum(count)::int AS count
    FROM (SELECT affiliation, count(*) AS count, row_number() OVER (ORDER BY count(*) DESC, affiliation) AS rank
            FROM attendees WHERE event_id = $1 GROUP BY affiliation) AS ranked
   GROUP BY rank <= $2, CASE WHEN rank <= $2 THEN affiliation END
   ORDER BY rank <= $2 DESC, min(rank)`);

const named = (rows: { label: string | null; count: number }[]): LabelledCount[] =>
  rows.map(({ label, count }) => ({ label: label === null ? OTHERS_LABEL : label || BLANK_LABEL, count }));

/** 참관객 분석: attendees by country, by affiliation (top 20 and '기타') and by registration type. */
export async function readAudience(
  sql: Sql,
  eventId: number,
  registered: { preRegistered: number; onSite: number },
): Promise<ReportAudience> {
  return {
    countries: named(await sql.query(BY_COUNTRY, [eventId])),
    affiliations: named(await sql.query(BY_AFFILIATION, [eventId, TOP_AFFILIATIONS])),
    registrationTypes: [
      { type: 'PRE', count: registered.preRegistered },
      { type: 'ONSITE', count: registered.onSite },
    ],
  };
}
