import type { Sql } from '../../database/sql.js';
import { LectureErrors } from '../../lectures/domain/lecture.errors.js';
import type { LectureDoor } from '@expo/contract/visits';

/** The door of lecture `lectureId` of event `eventId`; 404 when absent or of another event. */
export async function readLectureDoor(sql: Sql, lectureId: number, eventId: number): Promise<LectureDoor> {
  const [row] = await sql.query<{ event_id: number; title: string; capacity: number | null; visits: number }>(
    `SELECT l.event_id, l.title, l.capacity, COALESCE(c.visits, 0) AS visits
       FROM lectures l LEFT JOIN visit_counts c ON c.place_kind = 'lecture' AND c.place_id = l.id
      WHERE l.id = $1`,
    [lectureId],
  );
  if (!row || row.event_id !== eventId) throw LectureErrors.notFound();
  return { lectureId, title: row.title, capacity: row.capacity, checkedIn: row.visits };
}
