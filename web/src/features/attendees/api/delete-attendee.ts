import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** Removes the attendee and erases their personal data. */
export const deleteAttendee = (id: number) =>
  call(attendeeRoutes.remove, { params: { id }, query: { eventId: getStoredEventId() } });
