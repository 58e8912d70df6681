import { call } from '../../../lib/api/api-client';
import type { PrintOptions } from '@expo/contract/desks';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/**
 * Records the print (출력유무 Y) before the badge is printed. 409 BADGE.ALREADY_PRINTED unless `reprint`,
 * 409 BADGE.UNPAID unless `unpaidConfirmed`; `at`: when a print queued offline was made (ISO 8601).
 */
export const recordBadgePrint = (id: number, options: PrintOptions, clientEventId: string, at?: string) =>
  call(frontDeskRoutes.printBadge, {
    params: { id },
    body: { ...options, at },
    headers: { 'Idempotency-Key': clientEventId },
  });
