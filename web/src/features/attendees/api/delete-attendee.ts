import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';

/** DELETE /api/users/{id}: removes the attendee and erases their personal data. */
export function deleteAttendee(id: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/users/${String(id)}`, { query: { eventId: getStoredEventId() } });
}
