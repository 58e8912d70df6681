import type { Sql } from '../../database/sql.js';
import { LectureErrors } from '../domain/lecture.errors.js';
import type { Lecture } from '@expo/contract/lectures';
import type { LectureFields } from '../domain/lecture-fields.js';

/** A lecture as the read model holds it (the answer adds its check-in address: withCheckInUrl). */
export type LectureDto = Omit<Lecture, 'checkInUrl'>;

interface LectureRow extends LectureFields {
  id: number;
  event_id: number;
  visit_count: number;
}

const SELECT_LECTURES = `
  SELECT l.id, l.event_id, l.title, l.instructor, l.date, l.time, l.location, l.capacity,
         COALESCE((SELECT c.visits FROM visit_counts c WHERE c.place_kind = 'lecture' AND c.place_id = l.id), 0) AS visit_count
    FROM lectures l`;

const toDto = ({ event_id, visit_count, ...fields }: LectureRow): LectureDto => ({
  ...fields,
  eventId: event_id,
  visitCount: visit_count,
});

/** A lecture's answer: with the check-in address its QR holds, on the public origin (PUBLIC_URL). */
export const withCheckInUrl =
  (publicUrl: string) =>
  (lecture: LectureDto): Lecture => ({
    ...lecture,
    checkInUrl: `${publicUrl}/visit-lecture?lectureId=${lecture.id}`,
  });

/** One lecture; 404 when absent (or of another event, when one is given). */
export async function readLecture(sql: Sql, lectureId: number, eventId?: number): Promise<LectureDto> {
  const [row] = await sql.query<LectureRow>(`${SELECT_LECTURES} WHERE l.id = $1`, [lectureId]);
  if (!row || (eventId !== undefined && row.event_id !== eventId)) throw LectureErrors.notFound();
  return toDto(row);
}

/** The event's lectures in programme order. */
export async function listLectures(sql: Sql, eventId: number): Promise<LectureDto[]> {
  const rows = await sql.query<LectureRow>(
    `${SELECT_LECTURES} WHERE l.event_id = $1 ORDER BY l.date, l.time, l.id`,
    [eventId],
  );
  return rows.map(toDto);
}

export async function nextLectureId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ id: string }>(`SELECT nextval('lecture_id_seq') AS id`);
  return Number(row.id);
}
