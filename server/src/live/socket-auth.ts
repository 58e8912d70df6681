import type { LiveRefusal } from '@expo/contract/live';
import { AppError } from '../kernel/app-error.js';

/** Who a socket belongs to: kept in `socket.data` (plain data, so other nodes see it through the adapter). */
export type LivePrincipal =
  | { role: 'admin'; eventId: number; adminId: number; expiresAt: number }
  | { role: 'booth'; eventId: number; boothId: number; cv: number; expiresAt: number }
  /** A desk laptop (not a kiosk): it gets its event's walk-ins, nothing else. */
  | { role: 'desk'; eventId: number; deskId: number; cv: number; expiresAt: number }
  /** A programme page (public, no token): its event's seats, nothing else. */
  | { role: 'programme'; eventId: number; expiresAt: number };

/** The error a refused connection gets (`connect_error`): the Korean message, and status and code in `data`. */
export function connectionRefusal(error: unknown): Error & { data: LiveRefusal } {
  const known = error instanceof AppError ? error : undefined;
  const refusal = new Error(known?.message ?? '실시간 연결을 확인하지 못했습니다. 잠시 후 다시 시도합니다.');
  return Object.assign(refusal, {
    data: known ? { status: known.status, code: known.code } : { status: 503, code: 'LIVE.UNAVAILABLE' },
  });
}
