import { api } from '../../../lib/api-client';
import type { DeskAttendee } from '@expo/contract/desks';

/** GET /api/desk/attendees?keyword=: at most 20 attendees; an ID (or a QR's text) finds that one first. */
export function searchAttendees(keyword: string, signal?: AbortSignal): Promise<DeskAttendee[]> {
  return api.get<DeskAttendee[]>('/desk/attendees', { query: { keyword }, auth: 'desk', signal });
}
