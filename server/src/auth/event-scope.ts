import { badRequest, forbidden } from '../common/app-error.js';

/**
 * The event a request works on: its token's (an admin's or a booth's). An `eventId` naming another event is
 * refused; one that is not a number is a 400.
 */
export function scopedEventId(principal: { eventId: number }, requested: unknown): number {
  if (requested === undefined || requested === null || requested === '') return principal.eventId;
  const n = typeof requested === 'number' ? requested : Number(String(requested).trim());
  if (!Number.isSafeInteger(n) || n <= 0)
    throw badRequest('VALIDATION.EVENT_ID', '이벤트 ID가 올바르지 않습니다.');
  if (n !== principal.eventId) throw forbidden();
  return n;
}

/** The `eventId` a JSON body names, if any (scoped like the query's by scopedEventId). */
export const bodyEventId = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { eventId?: unknown }).eventId : undefined;
