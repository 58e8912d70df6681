import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { authHeaders, call, responseBody, routeUrl } from '../../../lib/api/api-client';
import type { AttendeeWithEvent } from '@expo/contract/attendees';
import { takePrefetchedResponse } from './qr-view-prefetch';

/** The attendee for an admin screen. */
export const getAttendee = (id: string, signal?: AbortSignal) =>
  call(attendeeRoutes.get, { params: { id }, signal, auth: 'admin' });

/**
 * The attendee for the public QR screen: passes the signed link's `sig` through;
 * an admin who opens the page is let in by the token instead. An attendee's first lookup takes the answer
 * index.html already asked for (qr-view-prefetch.ts).
 */
export async function getAttendeeForQr(
  id: string,
  sig: string | null,
  signal?: AbortSignal,
): Promise<AttendeeWithEvent> {
  const input = { params: { id }, query: { sig } };
  const early =
    'Authorization' in authHeaders('optional')
      ? undefined
      : takePrefetchedResponse(routeUrl(attendeeRoutes.get, input));
  const response = await early;
  if (response) return responseBody<AttendeeWithEvent>(response);
  return call(attendeeRoutes.get, { ...input, signal });
}
