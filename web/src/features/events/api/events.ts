import { call, callForResponse } from '../../../lib/api/api-client';
import { fileNameFromDisposition } from '../../../lib/api/content-disposition';
import { saveBlob } from '../../../lib/api/save-file';
import type { CreateEventForm, LoginsWorkbookForm } from '@expo/contract/events';
import { eventRoutes } from '@expo/contract/routes/events';

/** Every event of the deployment (organisers only). */
export const listEvents = (signal?: AbortSignal) => call(eventRoutes.list, { signal });

/** A new event. */
export const createEvent = (body: CreateEventForm) => call(eventRoutes.create, { body });

/** The organiser's session in that event (a new token). */
export const switchEvent = (id: number) => call(eventRoutes.switch, { params: { id } });

/** Closes or reopens the event: the event as it is now. */
export const setEventClosed = (id: number, closed: boolean) =>
  call(closed ? eventRoutes.close : eventRoutes.reopen, { params: { id } });

/** A new event with the source's booths, lectures, desks and settings. */
export const copyEvent = (id: number, body: CreateEventForm) =>
  call(eventRoutes.copy, { params: { id }, body });

/** The logins a copy showed, saved as Excel; answers the file's name. */
export async function downloadLogins(id: number, body: LoginsWorkbookForm): Promise<string> {
  const response = await callForResponse(eventRoutes.loginsWorkbook, { params: { id }, body });
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? 'logins.xlsx';
  saveBlob(await response.blob(), fileName);
  return fileName;
}
