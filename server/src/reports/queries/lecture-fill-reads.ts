import { prepared, type Sql } from '../../database/sql.js';
import type { ReportLecture } from '@expo/contract/reports';

const LECTURES = prepared(`SELECT l.id AS "lectureId", l.title, l.date, l.time, l.location,
         COALESCE(c.visits, 0) AS "checkIns", l.capacity
    FROM lectures l LEFT JOIN visit_counts c ON c.place_kind = 'lecture' AND c.place_id = l.id
   WHERE l.event_id = $1 ORDER BY l.date, l.time, l.id`);

/**
 * 강연 현황: every lecture's check-ins (the dashboard's counter) against its 정원, in programme order, with the
 * mean satisfaction of its lecture surveys (`satisfaction`: lecture id → mean; none there: null).
 */
export async function readLectureFill(
  sql: Sql,
  eventId: number,
  satisfaction: ReadonlyMap<number, number>,
): Promise<ReportLecture[]> {
  const rows = await sql.query<Omit<ReportLecture, 'fillRate' | 'satisfaction'>>(LECTURES, [eventId]);
  return rows.map((lecture) => ({
    ...lecture,
    fillRate: lecture.capacity ? lecture.checkIns / lecture.capacity : null,
    satisfaction: satisfaction.get(lecture.lectureId) ?? null,
  }));
}
