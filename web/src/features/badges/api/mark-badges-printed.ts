import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { MarkedPrinted } from '@expo/contract/badges';

/** POST /api/badges/mark-printed: records a print for exactly these attendees (1–5,000). */
export function markBadgesPrinted(attendeeIds: number[]): Promise<MarkedPrinted> {
  return api.post<MarkedPrinted>(
    '/badges/mark-printed',
    { attendeeIds },
    { query: { eventId: getStoredEventId() } },
  );
}
