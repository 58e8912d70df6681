import type { DeskAttendee } from '@expo/contract/desks';
import type { RegistrationType, YesNo } from '../../attendees/domain/attendee-fields.js';
import { AttendeeErrors } from '../../attendees/domain/attendee.errors.js';
import { keywordFilter } from '../../attendees/attendee-search.js';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Sql } from '../../database/sql.js';
import { eventDay } from '../domain/event-day.js';

interface DeskAttendeeRow {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  phone_number: string;
  registration_type: RegistrationType;
  payment_status: YesNo;
  payment_status2: YesNo;
  print_count: number | null;
  last_printed_at: Date | null;
  last_printed_by: string | null;
  entries: { day: string; at: string; by: string }[] | null;
}

const SELECT = `
  SELECT a.id, a.name, a.affiliation, a.country, a.phone_number, a.registration_type, a.payment_status,
         a.payment_status2, b.print_count, b.last_printed_at, b.last_printed_by,
         (SELECT json_agg(json_build_object('day', e.day, 'at', e.entered_at, 'by', e.entered_by) ORDER BY e.day)
            FROM entries e WHERE e.attendee_id = a.id) AS entries
    FROM attendees a LEFT JOIN badge_prints b ON b.attendee_id = a.id`;

function toDeskAttendee(row: DeskAttendeeRow, today: string): DeskAttendee {
  const entries = (row.entries ?? []).map((e) => ({
    day: e.day,
    at: toSeoulLocal(new Date(e.at)),
    by: e.by,
  }));
  const todays = entries.find((e) => e.day === today);
  return {
    id: row.id,
    name: row.name,
    affiliation: row.affiliation,
    country: row.country,
    phoneNumber: row.phone_number,
    registrationType: row.registration_type,
    paymentStatus: row.payment_status,
    paymentStatus2: row.payment_status2,
    badge: {
      printCount: row.print_count ?? 0,
      lastPrintedAt: row.last_printed_at ? toSeoulLocal(row.last_printed_at) : null,
      lastPrintedBy: row.last_printed_by,
    },
    entries,
    enteredToday: todays ? { at: todays.at, by: todays.by } : null,
  };
}

/** One attendee of the event as the desk shows them; 404 when absent or of another event. */
export async function readDeskAttendee(
  sql: Sql,
  attendeeId: number,
  eventId: number,
  now = new Date(),
): Promise<DeskAttendee> {
  const [row] = await sql.query<DeskAttendeeRow>(`${SELECT} WHERE a.id = $1 AND a.event_id = $2`, [
    attendeeId,
    eventId,
  ]);
  if (!row) throw AttendeeErrors.notFound();
  return toDeskAttendee(row, eventDay(now));
}

/** At most this many matches: the desk narrows a search by typing more. */
export const DESK_SEARCH_LIMIT = 20;

/**
 * The attendees a desk's keyword finds: a whole number (a typed or scanned ID: the QR holds the ID) finds that
 * attendee first; text matches names, affiliations and phone numbers as the attendee list's search does.
 */
export async function searchDeskAttendees(
  sql: Sql,
  eventId: number,
  keyword: string,
): Promise<DeskAttendee[]> {
  const today = eventDay(new Date());
  const byId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
  const { filter, params } = keywordFilter(keyword);
  const found = await sql.query<{ id: number }>(
    `SELECT id FROM attendees WHERE event_id = $1 ${filter} ORDER BY id DESC LIMIT ${DESK_SEARCH_LIMIT}`,
    [eventId, ...params],
  );
  const ids = [...new Set([...(byId === undefined ? [] : [byId]), ...found.map((r) => r.id)])].slice(
    0,
    DESK_SEARCH_LIMIT,
  );
  if (!ids.length) return [];
  const rows = await sql.query<DeskAttendeeRow>(`${SELECT} WHERE a.id = ANY($1::int[]) AND a.event_id = $2`, [
    ids,
    eventId,
  ]);
  const byRow = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byRow.has(id) ? [toDeskAttendee(byRow.get(id)!, today)] : []));
}

/** The event's latest walk-ins (registered on site, by the public form), newest first. */
export async function latestWalkIns(sql: Sql, eventId: number, limit = 20): Promise<DeskAttendee[]> {
  const today = eventDay(new Date());
  const rows = await sql.query<DeskAttendeeRow>(
    `${SELECT} JOIN walk_ins w ON w.attendee_id = a.id
      WHERE w.event_id = $1 ORDER BY w.attendee_id DESC LIMIT $2`,
    [eventId, limit],
  );
  return rows.map((row) => toDeskAttendee(row, today));
}
