import { toSeoulLocal } from '../common/seoul-time.js';
import type { Sql } from '../event-store/sql.js';
import type { VisitPlace } from './visit-places.js';

/** A visitor of a booth or lecture, as the lists and the phone answer it. */
export interface VisitDto {
  userId: number;
  userName: string;
  affiliation: string;
  phoneNumber: string;
  /** Korean local time, YYYY-MM-DDTHH:mm:ss. */
  visitedAt: string;
}

interface VisitRow {
  attendee_id: number;
  user_name: string;
  affiliation: string;
  phone_number: string;
  visited_at: Date;
  position: string;
}

const toDto = (r: VisitRow): VisitDto => ({
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
): Promise<{ visits: VisitDto[]; last?: number }> {
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
): Promise<VisitDto | undefined> {
  const [row] = await sql.query<VisitRow>(
    `SELECT ${COLUMNS} FROM ${place.table} WHERE ${place.ownerColumn} = $1 AND attendee_id = $2`,
    [placeId, attendeeId],
  );
  return row && toDto(row);
}
