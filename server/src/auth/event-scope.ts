import { badRequest, forbidden } from '../common/app-error.js';
import type { AdminPrincipal } from './admin-principal.js';

/**
 * The event an admin request works on: the token's. An `eventId` naming another event is refused;
 * one that is not a number is a 400.
 */
export function scopedEventId(admin: AdminPrincipal, requested: unknown): number {
  if (requested === undefined || requested === null || requested === '') return admin.eventId;
  const n = typeof requested === 'number' ? requested : Number(String(requested).trim());
  if (!Number.isSafeInteger(n) || n <= 0)
    throw badRequest('VALIDATION.EVENT_ID', '이벤트 ID가 올바르지 않습니다.');
  if (n !== admin.eventId) throw forbidden();
  return n;
}
