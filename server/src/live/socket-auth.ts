import type { DataSource } from 'typeorm';
import { boothSessionHolds, sessionEnded } from '../auth/booth-session.js';
import type { TokenService } from '../auth/token.service.js';
import { AppError, unauthorized } from '../common/app-error.js';
import { withConnection } from '../event-store/sql.js';

/** Who a socket belongs to: kept in `socket.data` (plain data, so other nodes see it through the adapter). */
export type LivePrincipal =
  | { role: 'admin'; eventId: number; adminId: number; expiresAt: number }
  | { role: 'booth'; eventId: number; boothId: number; cv: number; expiresAt: number };

/** An admin token, or a booth token whose booth still holds its login; anything else is refused (401). */
export async function authenticateSocket(
  tokens: TokenService,
  dataSource: DataSource,
  token: unknown,
): Promise<LivePrincipal> {
  if (typeof token !== 'string' || token === '') throw unauthorized('실시간 연결에는 로그인이 필요합니다.');
  const admin = tokens.verifyAdmin(token);
  if (admin)
    return {
      role: 'admin',
      eventId: admin.eventId,
      adminId: admin.adminId,
      expiresAt: tokens.expiresAt(token),
    };
  const booth = tokens.verifyBooth(token);
  if (!booth) throw unauthorized('로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.');
  if (!(await withConnection(dataSource, (sql) => boothSessionHolds(sql, booth)))) throw sessionEnded();
  return {
    role: 'booth',
    eventId: booth.eventId,
    boothId: booth.boothId,
    cv: booth.credentialsVersion,
    expiresAt: tokens.expiresAt(token),
  };
}

/** The error a refused connection gets (`connect_error`): the Korean message, and status and code in `data`. */
export function connectionRefusal(error: unknown): Error & { data: { status: number; code: string } } {
  const known = error instanceof AppError ? error : undefined;
  const refusal = new Error(known?.message ?? '실시간 연결을 확인하지 못했습니다. 잠시 후 다시 시도합니다.');
  return Object.assign(refusal, {
    data: known ? { status: known.status, code: known.code } : { status: 503, code: 'LIVE.UNAVAILABLE' },
  });
}
