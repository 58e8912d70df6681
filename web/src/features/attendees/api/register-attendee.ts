import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import type { AttendeeFields } from '@expo/contract/attendees';

/** An admin's on-site registration. */
export const registerAttendee = (fields: AttendeeFields, eventId: number) =>
  call(attendeeRoutes.register, { body: { ...fields, eventId } });
