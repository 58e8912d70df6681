import type { Booth } from '@expo/contract/booths';
import type { Sql } from '../../database/sql.js';
import { BoothErrors } from '../domain/booth.errors.js';

const SELECT_BOOTHS = `
  SELECT b.id, b.event_id, b.booth_name, b.manager_name, b.affiliation, b.phone, b.login_id,
         COALESCE((SELECT c.visits FROM visit_counts c WHERE c.place_kind = 'booth' AND c.place_id = b.id), 0) AS visit_count
    FROM booths b`;

interface BoothRow {
  id: number;
  event_id: number;
  booth_name: string;
  manager_name: string;
  affiliation: string;
  phone: string;
  login_id: string;
  visit_count: number;
}

const toDto = (r: BoothRow): Booth => ({
  id: r.id,
  boothName: r.booth_name,
  name: r.manager_name,
  affiliation: r.affiliation,
  phone: r.phone,
  loginId: r.login_id,
  eventId: r.event_id,
  visitCount: r.visit_count,
});

/** One booth; 404 when absent (or of another event, when one is given). */
export async function readBooth(sql: Sql, boothId: number, eventId?: number): Promise<Booth> {
  const [row] = await sql.query<BoothRow>(`${SELECT_BOOTHS} WHERE b.id = $1`, [boothId]);
  if (!row || (eventId !== undefined && row.event_id !== eventId)) throw BoothErrors.notFound();
  return toDto(row);
}

export async function listBooths(sql: Sql, eventId: number): Promise<Booth[]> {
  const rows = await sql.query<BoothRow>(`${SELECT_BOOTHS} WHERE b.event_id = $1 ORDER BY b.id`, [eventId]);
  return rows.map(toDto);
}

export async function nextBoothId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ id: string }>(`SELECT nextval('booth_id_seq') AS id`);
  return Number(row.id);
}
