import type { Desk } from '@expo/contract/desks';
import type { Sql } from '../../database/sql.js';
import { DeskErrors } from '../domain/desk.errors.js';

interface DeskRow {
  id: number;
  event_id: number;
  name: string;
  login_id: string;
}

const toDto = (r: DeskRow): Desk => ({ id: r.id, name: r.name, loginId: r.login_id, eventId: r.event_id });

/** One desk; 404 when absent (or of another event, when one is given). */
export async function readDesk(sql: Sql, deskId: number, eventId?: number): Promise<Desk> {
  const [row] = await sql.query<DeskRow>(`SELECT id, event_id, name, login_id FROM desks WHERE id = $1`, [
    deskId,
  ]);
  if (!row || (eventId !== undefined && row.event_id !== eventId)) throw DeskErrors.notFound();
  return toDto(row);
}

export async function listDesks(sql: Sql, eventId: number): Promise<Desk[]> {
  const rows = await sql.query<DeskRow>(
    `SELECT id, event_id, name, login_id FROM desks WHERE event_id = $1 ORDER BY id`,
    [eventId],
  );
  return rows.map(toDto);
}

export async function nextDeskId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ id: string }>(`SELECT nextval('desk_id_seq') AS id`);
  return Number(row.id);
}
