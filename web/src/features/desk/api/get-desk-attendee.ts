import { api } from '../../../lib/api-client';
import type { DeskAttendee } from '@expo/contract/desks';

/** GET /api/desk/attendees/{id}: one attendee of the desk's event. */
export function getDeskAttendee(id: number, signal?: AbortSignal): Promise<DeskAttendee> {
  return api.get<DeskAttendee>(`/desk/attendees/${String(id)}`, { auth: 'desk', signal });
}
