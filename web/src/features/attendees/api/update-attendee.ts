import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import type { AttendeeFields } from '@expo/contract/attendees';

/** The updated attendee. */
export const updateAttendee = (id: string, fields: AttendeeFields) =>
  call(attendeeRoutes.update, { params: { id }, body: fields });
