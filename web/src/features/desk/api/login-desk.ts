import { api } from '../../../lib/api-client';
import type { AccountLoginForm, DeskSession } from '@expo/contract/auth';

/** POST /api/desk-login: the desk, its event and the desk token. */
export function loginDesk(credentials: AccountLoginForm): Promise<DeskSession> {
  return api.post<DeskSession>('/desk-login', credentials, { auth: 'none' });
}
