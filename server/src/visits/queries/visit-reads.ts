import { toSeoulLocal } from '@expo/contract/seoul-time';
import { prepared, type Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { VisitPlace } from '../domain/visit-places.js';
import type { Visit } from '@expo/contract/visits';

/** What a visitor row copies from the attendee when the visit is recorded. */
export type Visitor = Pick<Visit, 'userName' | 'affiliation' | 'phoneNumber'>;

interface VisitRow {
  attendee_id: number;
  user_name: string;
  affiliation: string;
  phone_number: string;
  visited_at: Date;
  position: string;
}

const toDto = (r: VisitRow): Visit => ({
  userId: r.attendee_id,
  userName: r.user_name,
  affiliation: r.affiliation,
  phoneNumber: r.phone_number,
  visitedAt: toSeoulLocal(r.visited_at),
});

const COLUMNS = 'attendee_id, user_name, affiliation, phone_number, visited_at, position';

/** The place's visitors, newest first; `before` pages on (the log position of the visit). */
export async function listVisits(
  sql: Sql,
  place: VisitPlace,
  placeId: number,
  page: { before?: number; limit?: number } = {},
): Promise<{ visits: Visit[]; last?: number }> {
  const rows = await sql.query<VisitRow>(
    `SELECT ${COLUMNS} FROM ${place.table}
      WHERE ${place.ownerColumn} = $1 AND position < $2 ORDER BY position DESC LIMIT $3`,
    [placeId, page.before ?? Number.MAX_SAFE_INTEGER, page.limit ?? 100_000],
  );
  return { visits: rows.map(toDto), last: rows.length ? Number(rows[rows.length - 1].position) : undefined };
}

export async function readVisit(
  sql: Sql,
  place: VisitPlace,
  placeId: number,
  attendeeId: number,
): Promise<Visit | undefined> {
  const [row] = await sql.query<VisitRow>(
    `SELECT ${COLUMNS} FROM ${place.table} WHERE ${place.ownerColumn} = $1 AND attendee_id = $2`,
    [placeId, attendeeId],
  );
  return row && toDto(row);
}

/** A visit just read back: its place, its log position (a hidden visitor's placeholder comes from it) and its row. */
export interface RecordedVisit {
  placeId: number;
  position: number;
  visit: Visit;
}

/** The visits of these (place, attendee) pairs with their positions, newest first. */
export async function recordedVisitsOf(
  sql: Sql,
  place: VisitPlace,
  pairs: readonly { placeId: number; attendeeId: number }[],
): Promise<RecordedVisit[]> {
  if (!pairs.length) return [];
  const rows = await sql.query<VisitRow & { place_id: number }>(
    prepared(`SELECT v.${place.ownerColumn} AS place_id, ${COLUMNS.split(', ')
      .map((c) => `v.${c}`)
      .join(', ')}
       FROM unnest($1::int[], $2::int[]) AS p(place_id, attendee_id)
       JOIN ${place.table} v ON v.${place.ownerColumn} = p.place_id AND v.attendee_id = p.attendee_id
      ORDER BY v.position DESC`),
    [pairs.map((p) => p.placeId), pairs.map((p) => p.attendeeId)],
  );
  return rows.map((row) => ({ placeId: row.place_id, position: Number(row.position), visit: toDto(row) }));
}

/**
 * The visits these events just recorded, as their rows hold them (the visitor projection copies the same
 * attendee fields and the event's time), without reading the rows back. An event whose visitor is unknown is
 * left out (the caller reads it back).
 */
export function visitsRecordedBy(
  place: VisitPlace,
  events: readonly StoredEvent[],
  visitorOf: (attendeeId: number) => Visitor | undefined,
): RecordedVisit[] {
  return events.flatMap((event) => {
    if (event.type !== place.recordedType) return [];
    const data = event.data as Record<string, number>;
    const visitor = visitorOf(data.attendeeId);
    if (!visitor) return [];
    return [
      {
        placeId: data[place.ownerKey],
        position: event.position,
        visit: { userId: data.attendeeId, ...visitor, visitedAt: toSeoulLocal(event.recordedAt) },
      },
    ];
  });
}

/** The visitor rows of these (place, attendee) pairs, newest first. */
export async function visitsOf(
  sql: Sql,
  place: VisitPlace,
  pairs: readonly { placeId: number; attendeeId: number }[],
): Promise<(Visit & { placeId: number })[]> {
  return (await recordedVisitsOf(sql, place, pairs)).map(({ placeId, visit }) => ({ ...visit, placeId }));
}

/** Visitor counts of several places (from `visit_counts`; a place without visits is 0). */
export async function visitCounts(
  sql: Sql,
  place: VisitPlace,
  placeIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await sql.query<{ place_id: number; visits: number }>(
    `SELECT place_id, visits FROM visit_counts WHERE place_kind = $1 AND place_id = ANY($2::int[])`,
    [place.kind, placeIds],
  );
  const found = new Map(rows.map((r) => [r.place_id, r.visits]));
  return new Map(placeIds.map((id) => [id, found.get(id) ?? 0]));
}

/** The places whose visitor lists hold any of these attendees. */
export async function placesOfAttendees(
  sql: Sql,
  place: VisitPlace,
  attendeeIds: readonly number[],
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    prepared(
      `SELECT DISTINCT ${place.ownerColumn} AS id FROM ${place.table} WHERE attendee_id = ANY($1::int[])`,
    ),
    [attendeeIds],
  );
  return rows.map((r) => r.id);
}
