import { api } from '../../../lib/api-client';
import type { AdminLogin } from '@expo/contract/auth';
import type { CreateEventForm, EventSummary } from '@expo/contract/events';

/** GET /api/events: every event of the deployment (organisers only). */
export function listEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  return api.get<EventSummary[]>('/events', { signal });
}

/** POST /api/events: a new event. */
export function createEvent(form: CreateEventForm): Promise<EventSummary> {
  return api.post<EventSummary>('/events', form);
}

/** POST /api/events/{id}/switch: the organiser's session in that event (a new token). */
export function switchEvent(eventId: number): Promise<AdminLogin> {
  return api.post<AdminLogin>(`/events/${eventId}/switch`);
}

/** POST /api/events/{id}/close or /reopen: the event as it is now. */
export function setEventClosed(eventId: number, closed: boolean): Promise<EventSummary> {
  return api.post<EventSummary>(`/events/${eventId}/${closed ? 'close' : 'reopen'}`);
}
