import { api } from '../../../lib/api-client';
import type { DeskSession } from '../../../lib/desk-session';

/** POST /api/desk-login: the desk, its event and the desk token. */
export function loginDesk(credentials: { loginId: string; password: string }): Promise<DeskSession> {
  return api.post<DeskSession>('/desk-login', credentials, { auth: 'none' });
}
