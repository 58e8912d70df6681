import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import type { AttendeeWithEvent } from '@expo/contract/attendees';

/** The attendee for an admin screen. */
export const getAttendee = (id: string, signal?: AbortSignal) =>
  call(attendeeRoutes.get, { params: { id }, signal, auth: 'admin' });

/**
 * The attendee for the QR screen when the app draws it (the server draws a signed link's page itself): passes
 * the signed link's `sig` through; an admin who opens the page is let in by the token instead.
 */
export const getAttendeeForQr = (
  id: string,
  sig: string | null,
  signal?: AbortSignal,
): Promise<AttendeeWithEvent> => call(attendeeRoutes.get, { params: { id }, query: { sig }, signal });
