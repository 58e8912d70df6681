import { AppError } from '../kernel/app-error.js';
import type { Sql } from '../database/sql.js';
import type { BoothPrincipal } from './booth-principal.js';

export const sessionEnded = () =>
  new AppError('AUTH.UNAUTHORIZED', '부스 로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.', 401);

/** A booth token still holds while its booth exists, in its event, with the login it was made for. */
export async function boothSessionHolds(sql: Sql, claims: BoothPrincipal): Promise<boolean> {
  const [booth] = await sql.query<{ event_id: number; credentials_version: number }>(
    `SELECT event_id, credentials_version FROM booths WHERE id = $1`,
    [claims.boothId],
  );
  return sessionHoldsOn(claims, booth);
}

/** Whether a booth token's claims hold against its booth as stored (undefined: the booth is gone). */
export const sessionHoldsOn = (
  claims: BoothPrincipal,
  booth: { event_id: number; credentials_version: number } | undefined,
): boolean => booth?.event_id === claims.eventId && booth.credentials_version === claims.credentialsVersion;
