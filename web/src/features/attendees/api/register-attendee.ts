import { api } from '../../../lib/api-client';
import type { Attendee, AttendeeFields } from '@expo/contract/attendees';

/** POST /api/users/register: an admin's on-site registration. */
export function registerAttendee(fields: AttendeeFields, eventId: number): Promise<Attendee> {
  return api.post<Attendee>('/users/register', { ...fields, eventId });
}
