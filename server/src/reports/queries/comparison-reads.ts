import { prepared, type Sql } from '../../database/sql.js';
import { readAttendeeTotals, readVisitTotals } from '../../stats/queries/stats-reads.js';
import type { ReportComparison } from '@expo/contract/report-comparison';
import {
  boothKey,
  compareFigures,
  type ComparedFigures,
  type OtherBooth,
} from '../domain/report-comparison.js';
import { readReportDetails } from './event-report-reads.js';

/** The event a report is compared with: its id, name and 기간; 404 for an unknown event. */
export async function readComparedEvent(sql: Sql, eventId: number) {
  const { name, period } = await readReportDetails(sql, eventId);
  return { eventId, name, period };
}
export type ComparedEvent = Awaited<ReturnType<typeof readComparedEvent>>;

/** One event's figures of 전년 대비: the dashboard's totals (the same SQL as /api/stats and the report's). */
async function readComparedFigures(sql: Sql, eventId: number): Promise<ComparedFigures> {
  const { attendees, entered } = await readAttendeeTotals(sql, eventId);
  const visits = await readVisitTotals(sql, eventId);
  return { registered: attendees, entered, ...visits };
}

/** The report's 전년 대비: this event's figures beside `other`'s. */
export async function readReportComparison(
  sql: Sql,
  eventId: number,
  other: ComparedEvent,
): Promise<ReportComparison> {
  const current = await readComparedFigures(sql, eventId);
  const previous = await readComparedFigures(sql, other.eventId);
  return { ...other, rows: compareFigures(current, previous) };
}

/** Each booth of an event with its unique visitors (its visitor rows), in id order. */
const BOOTHS_WITH_VISITORS = prepared(`SELECT b.id AS "boothId", b.booth_name AS "boothName",
         (SELECT count(*) FROM booth_visits v WHERE v.booth_id = b.id)::int AS "uniqueVisitors"
    FROM booths b WHERE b.event_id = $1 ORDER BY b.id`);

/** The booths of `other` by their trimmed names (the first by id where two share one), with their unique visitors. */
export async function readBoothsByName(sql: Sql, other: ComparedEvent): Promise<Map<string, OtherBooth>> {
  const rows = await sql.query<{ boothId: number; boothName: string; uniqueVisitors: number }>(
    BOOTHS_WITH_VISITORS,
    [other.eventId],
  );
  const byName = new Map<string, OtherBooth>();
  for (const { boothId, boothName, uniqueVisitors } of rows)
    if (!byName.has(boothKey(boothName)))
      byName.set(boothKey(boothName), { ...other, boothId, uniqueVisitors });
  return byName;
}

/** When an event took place, for "before": its first day, else the day it was made (as the events list sorts). */
const WHEN = (c: string) => `(COALESCE(${c}.start_date, ${c}.created_at::date), ${c}.id)`;

/**
 * The latest event before this one (by first day, then id) that had a booth of this name (trimmed), with that
 * booth and its unique visitors; none when no earlier event had one.
 */
const PREVIOUS_BOOTH = prepared(`SELECT c.id AS "eventId", c.name, c.period, b.id AS "boothId",
         (SELECT count(*) FROM booth_visits v WHERE v.booth_id = b.id)::int AS "uniqueVisitors"
    FROM conferences me
    JOIN conferences c ON ${WHEN('c')} < ${WHEN('me')}
    JOIN booths b ON b.event_id = c.id AND btrim(b.booth_name) = $2
   WHERE me.id = $1
   ORDER BY COALESCE(c.start_date, c.created_at::date) DESC, c.id DESC, b.id LIMIT 1`);

/** The booth's own report's 전년 대비: the same-named booth of the latest earlier event that had one. */
export async function readPreviousBooth(
  sql: Sql,
  eventId: number,
  boothName: string,
): Promise<OtherBooth | null> {
  const [row] = await sql.query<OtherBooth>(PREVIOUS_BOOTH, [eventId, boothKey(boothName)]);
  return row ?? null;
}
