import { api, apiUrl, authHeaders, responseBody } from '../../../lib/api-client';
import type { AttendeeWithEvent } from '@expo/contract/attendees';
import { takePrefetchedResponse } from './qr-view-prefetch';

/** GET /api/users/{id} for an admin screen. */
export function getAttendee(id: string, signal?: AbortSignal): Promise<AttendeeWithEvent> {
  return api.get<AttendeeWithEvent>(`/users/${encodeURIComponent(id)}`, { signal });
}

/**
 * GET /api/users/{id} for the public QR screen: passes the signed link's `sig` through;
 * an admin who opens the page is let in by the token instead. An attendee's first lookup takes the answer
 * index.html already asked for (qr-view-prefetch.ts).
 */
export async function getAttendeeForQr(
  id: string,
  sig: string | null,
  signal?: AbortSignal,
): Promise<AttendeeWithEvent> {
  const path = `/users/${encodeURIComponent(id)}`;
  const query = { sig };
  const early =
    'Authorization' in authHeaders('optional') ? undefined : takePrefetchedResponse(apiUrl(path, query));
  const response = await early;
  if (response) return responseBody<AttendeeWithEvent>(response);
  return api.get<AttendeeWithEvent>(path, { query, auth: 'optional', signal });
}
