import { api, apiFetch } from '../../../lib/api-client';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveBlob } from '../../../lib/save-file';
import type { AdminLogin } from '@expo/contract/auth';
import type { CreateEventForm, EventCopy, EventSummary, LoginsWorkbookForm } from '@expo/contract/events';

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

/** POST /api/events/{id}/copy: a new event with the source's booths, lectures, desks and settings. */
export function copyEvent(fromEventId: number, form: CreateEventForm): Promise<EventCopy> {
  return api.post<EventCopy>(`/events/${fromEventId}/copy`, form);
}

/** POST /api/events/{id}/logins-workbook: the logins a copy showed, saved as Excel; answers the file's name. */
export async function downloadLogins(eventId: number, logins: LoginsWorkbookForm): Promise<string> {
  const response = await apiFetch(`/events/${eventId}/logins-workbook`, { method: 'POST', body: logins });
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? 'logins.xlsx';
  saveBlob(await response.blob(), fileName);
  return fileName;
}
