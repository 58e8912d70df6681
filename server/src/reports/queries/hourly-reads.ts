import { prepared, type Sql } from '../../database/sql.js';
import type { ReportHour } from '@expo/contract/reports';
import type { BoothHour } from './booth-traffic-reads.js';
import { dayAndHour, koreanHour } from './korean-hour.js';

const ENTRIES_AND_CHECK_INS = prepared(`SELECT ${dayAndHour('h')}, sum(entry)::int AS entries,
         sum(lecture)::int AS "lectureCheckIns" FROM (
    SELECT ${koreanHour('entered_at')} AS h, count(*) AS entry, 0 AS lecture FROM entries WHERE event_id = $1 GROUP BY 1
    UNION ALL
    SELECT ${koreanHour('visited_at')}, 0, count(*) FROM lecture_checkins WHERE event_id = $1 GROUP BY 1
  ) AS per_kind GROUP BY h ORDER BY h`);

const key = (day: string, hour: number) => `${day} ${String(hour).padStart(2, '0')}`;

/**
 * 시간대별 추이: entries, booth visits (counted with the booths, `boothHours`) and lecture check-ins per Korean
 * hour, in time order, only hours with something.
 */
export async function readHourly(
  sql: Sql,
  eventId: number,
  boothHours: readonly BoothHour[],
): Promise<ReportHour[]> {
  const rows = await sql.query<Omit<ReportHour, 'boothVisits'>>(ENTRIES_AND_CHECK_INS, [eventId]);
  const hours = new Map<string, ReportHour>(
    rows.map((row) => [key(row.day, row.hour), { ...row, boothVisits: 0 }]),
  );
  for (const { day, hour, visits } of boothHours) {
    const known = hours.get(key(day, hour));
    if (known) known.boothVisits = visits;
    else hours.set(key(day, hour), { day, hour, entries: 0, boothVisits: visits, lectureCheckIns: 0 });
  }
  return [...hours.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, hour]) => hour);
}
