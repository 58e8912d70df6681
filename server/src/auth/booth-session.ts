import type { Sql } from '../event-store/sql.js';
import type { BoothPrincipal } from './booth-principal.js';

/** A booth token still holds while its booth exists, in its event, with the login it was made for. */
export async function boothSessionHolds(sql: Sql, claims: BoothPrincipal): Promise<boolean> {
  const [booth] = await sql.query<{ event_id: number; credentials_version: number }>(
    `SELECT event_id, credentials_version FROM booths WHERE id = $1`,
    [claims.boothId],
  );
  return booth?.event_id === claims.eventId && booth.credentials_version === claims.credentialsVersion;
}
