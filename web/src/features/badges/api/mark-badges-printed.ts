import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** POST /api/badges/mark-printed: records a print for exactly these attendees (1–5,000). */
export function markBadgesPrinted(attendeeIds: number[]): Promise<{ printed: number }> {
  return api.post<{ printed: number }>(
    '/badges/mark-printed',
    { attendeeIds },
    { query: { eventId: getStoredEventId() } },
  );
}
