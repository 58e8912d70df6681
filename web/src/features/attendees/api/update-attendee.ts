import { api } from '../../../lib/api-client';
import type { Attendee, AttendeeFields } from '@expo/contract/attendees';

/** PUT /api/users/{id}: the updated attendee. */
export function updateAttendee(id: string, fields: AttendeeFields): Promise<Attendee> {
  return api.put<Attendee>(`/users/${encodeURIComponent(id)}`, fields);
}
