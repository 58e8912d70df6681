import { api } from '../../../lib/api-client';
import type { DeskAttendee } from '@expo/contract/desks';

/** GET /api/desk/walk-ins: the last 20 on-site registrations, newest first. */
export function getWalkIns(signal?: AbortSignal): Promise<DeskAttendee[]> {
  return api.get<DeskAttendee[]>('/desk/walk-ins', { auth: 'desk', signal });
}
