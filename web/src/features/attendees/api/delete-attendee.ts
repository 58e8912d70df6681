import type { Removed } from '@expo/contract/answers';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/users/{id}: removes the attendee and erases their personal data. */
export function deleteAttendee(id: number): Promise<Removed> {
  return api.delete<Removed>(`/users/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
