import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/**
 * The day's entry check-in. The client event id goes out as the Idempotency-Key, so a resend (from the offline
 * queue) records nothing new; `at` is when a queued check-in was made (ISO 8601), so it counts for that day.
 */
export const recordEntry = (id: number, clientEventId: string, at?: string) =>
  call(frontDeskRoutes.recordEntry, {
    params: { id },
    body: { at },
    headers: { 'Idempotency-Key': clientEventId },
  });
