import { api } from '../../../lib/api-client';
import type { AttendeeHistoryEntry } from '@expo/contract/attendees';

/** GET /api/users/{id}/history: who changed the attendee, what and when (newest first). */
export function getAttendeeHistory(id: string, signal?: AbortSignal): Promise<AttendeeHistoryEntry[]> {
  return api.get<AttendeeHistoryEntry[]>(`/users/${encodeURIComponent(id)}/history`, { signal });
}
