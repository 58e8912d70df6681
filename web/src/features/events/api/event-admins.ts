import { api } from '../../../lib/api-client';
import type { AddEventAdminForm, EventAdmin } from '@expo/contract/events';

/** GET /api/events/{id}/admins: the event's own admins. */
export function listEventAdmins(eventId: number, signal?: AbortSignal): Promise<EventAdmin[]> {
  return api.get<EventAdmin[]>(`/events/${eventId}/admins`, { signal });
}

/** POST /api/events/{id}/admins. */
export function addEventAdmin(eventId: number, form: AddEventAdminForm): Promise<EventAdmin> {
  return api.post<EventAdmin>(`/events/${eventId}/admins`, form);
}

/** POST /api/events/{id}/admins/{adminId}/password: the admin's sessions end. */
export function resetEventAdminPassword(
  eventId: number,
  adminId: number,
  password: string,
): Promise<EventAdmin> {
  return api.post<EventAdmin>(`/events/${eventId}/admins/${adminId}/password`, { password });
}

/** DELETE /api/events/{id}/admins/{adminId}: the admin's sessions end. */
export function removeEventAdmin(eventId: number, adminId: number): Promise<{ id: number }> {
  return api.delete<{ id: number }>(`/events/${eventId}/admins/${adminId}`);
}
