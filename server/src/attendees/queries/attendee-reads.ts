import type { Sql } from '../../database/sql.js';
import type { Attendee } from '@expo/contract/attendees';
import { ATTENDEE_COLUMNS, toAttendeeDto, type AttendeeRow } from '../attendee-row.js';
import { AttendeeErrors } from '../domain/attendee.errors.js';

/** One attendee from the read model; 404 when absent (or of another event, when one is given). */
export async function readAttendee(sql: Sql, attendeeId: number, eventId?: number): Promise<Attendee> {
  const [row] = await sql.query<AttendeeRow>(`SELECT ${ATTENDEE_COLUMNS} FROM attendees WHERE id = $1`, [
    attendeeId,
  ]);
  if (!row || (eventId !== undefined && row.event_id !== eventId)) throw AttendeeErrors.notFound();
  return toAttendeeDto(row);
}

export async function nextAttendeeIds(sql: Sql, count: number): Promise<number[]> {
  const rows = await sql.query<{ id: string }>(
    `SELECT nextval('attendee_id_seq') AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((r) => Number(r.id));
}
