import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** Queues (or keeps) the attendee's QR message. */
export const sendAttendeeQr = (id: number) =>
  call(attendeeRoutes.sendQr, { params: { id }, query: { eventId: getStoredEventId() } });
