import { api } from '../../../lib/api-client';
import type { BadgePrint, PrintOptions } from '@expo/contract/desks';

/**
 * POST /api/desk/attendees/{id}/badge-prints: records the print (출력유무 Y) before the badge is printed.
 * 409 BADGE.ALREADY_PRINTED unless `reprint`, 409 BADGE.UNPAID unless `unpaidConfirmed`; `at`: when a print
 * queued offline was made (ISO 8601).
 */
export function recordBadgePrint(
  attendeeId: number,
  options: PrintOptions,
  clientEventId: string,
  at?: string,
): Promise<BadgePrint> {
  const body = at === undefined ? options : { ...options, at };
  return api.post<BadgePrint>(`/desk/attendees/${String(attendeeId)}/badge-prints`, body, {
    auth: 'desk',
    headers: { 'Idempotency-Key': clientEventId },
  });
}
