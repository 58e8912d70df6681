import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';

/** Who changed the attendee, what and when (newest first). */
export const getAttendeeHistory = (id: string, signal?: AbortSignal) =>
  call(attendeeRoutes.history, { params: { id }, signal });
