import { api } from '../../../lib/api-client';
import type { EntryResult } from '@expo/contract/desks';

/**
 * POST /api/desk/attendees/{id}/entries: the day's entry check-in. The client event id goes out as the
 * Idempotency-Key, so a resend (from the offline queue) records nothing new; `at` is when a queued check-in
 * was made (ISO 8601), so it counts for that day.
 */
export function recordEntry(attendeeId: number, clientEventId: string, at?: string): Promise<EntryResult> {
  return api.post<EntryResult>(
    `/desk/attendees/${String(attendeeId)}/entries`,
    at === undefined ? {} : { at },
    { auth: 'desk', headers: { 'Idempotency-Key': clientEventId } },
  );
}
