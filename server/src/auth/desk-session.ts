import type { Sql } from '../database/sql.js';
import type { DeskPrincipal } from './desk-principal.js';

/** The desk's name while its session holds (desk there, in its event, same login), else undefined. */
export async function deskNameIfHolding(sql: Sql, claims: DeskPrincipal): Promise<string | undefined> {
  const [desk] = await sql.query<{ name: string; event_id: number; credentials_version: number }>(
    `SELECT name, event_id, credentials_version FROM desks WHERE id = $1`,
    [claims.deskId],
  );
  return desk?.event_id === claims.eventId && desk.credentials_version === claims.credentialsVersion
    ? desk.name
    : undefined;
}
