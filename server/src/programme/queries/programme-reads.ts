import type { Programme, ProgrammeLecture, ProgrammeLinkQuery } from '@expo/contract/programme';
import { prepared, type Sql } from '../../database/sql.js';
import { eventOfSignedLink } from '../../attendees/queries/signed-link-attendee.js';
import { ProgrammeErrors } from '../domain/programme.errors.js';

/** The event's lectures with their seats taken (the dashboard's count: visit_counts), by date, time and id. */
const LECTURES = prepared(`SELECT l.id, l.title, l.instructor, l.date, l.time, l.location, l.capacity,
       COALESCE(c.visits, 0) AS "checkIns"
  FROM lectures l LEFT JOIN visit_counts c ON c.place_kind = 'lecture' AND c.place_id = l.id
 WHERE l.event_id = $1
 ORDER BY l.date, l.time, l.id`);

/** One attendee's stars and check-ins of the event's lectures (a removed lecture has neither). */
const ATTENDEE_LECTURES =
  prepared(`SELECT 'star' AS kind, lecture_id FROM lecture_stars WHERE attendee_id = $1
UNION ALL
SELECT 'checkin', lecture_id FROM lecture_checkins WHERE attendee_id = $1 AND event_id = $2
ORDER BY 2`);

/**
 * The attendee a signed link names, when the link opens this event's programme: refused when half of it is
 * missing or the signature is wrong (403 LINK.INVALID), the attendee is gone (404) or of another event (403).
 * No link at all: nobody (the public programme).
 */
export async function linkedAttendee(
  sql: Sql,
  secret: string,
  eventId: number,
  { attendee, sig }: ProgrammeLinkQuery,
): Promise<number | undefined> {
  if (attendee === undefined && sig === undefined) return undefined;
  const linked = await eventOfSignedLink(sql, secret, attendee, sig);
  if (linked.eventId !== eventId) throw ProgrammeErrors.otherEventLink();
  return linked.attendeeId;
}

/** The event's programme, with the attendee's stars and check-ins when a link named them. */
export async function readProgramme(sql: Sql, eventId: number, attendeeId?: number): Promise<Programme> {
  const [event] = await sql.query<{ name: string }>(`SELECT name FROM conferences WHERE id = $1`, [eventId]);
  if (!event) throw ProgrammeErrors.eventNotFound();
  const lectures = await sql.query<ProgrammeLecture>(LECTURES, [eventId]);
  const programme: Programme = { eventId, eventName: event.name, lectures };
  if (attendeeId === undefined) return programme;
  const rows = await sql.query<{ kind: string; lecture_id: number }>(ATTENDEE_LECTURES, [
    attendeeId,
    eventId,
  ]);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.lecture_id));
  return { ...programme, attendee: { id: attendeeId, starred: of('star'), checkedIn: of('checkin') } };
}

/** The attendee's stars as they now stand (in the write's transaction: the projection's rows). */
export async function readStars(sql: Sql, attendeeId: number): Promise<number[]> {
  const rows = await sql.query<{ lecture_id: number }>(
    `SELECT lecture_id FROM lecture_stars WHERE attendee_id = $1 ORDER BY lecture_id`,
    [attendeeId],
  );
  return rows.map((r) => Number(r.lecture_id));
}
