import { api } from '../../../lib/api-client';
import type { AttendeeWithEvent } from '../types';

/** GET /api/users/{id} for an admin screen. */
export function getAttendee(id: string, signal?: AbortSignal): Promise<AttendeeWithEvent> {
  return api.get<AttendeeWithEvent>(`/users/${encodeURIComponent(id)}`, { signal });
}

/**
 * GET /api/users/{id} for the public QR screen: passes the signed link's `sig` through;
 * an admin who opens the page is let in by the token instead.
 */
export function getAttendeeForQr(
  id: string,
  sig: string | null,
  signal?: AbortSignal,
): Promise<AttendeeWithEvent> {
  return api.get<AttendeeWithEvent>(`/users/${encodeURIComponent(id)}`, {
    query: { sig },
    auth: 'optional',
    signal,
  });
}
