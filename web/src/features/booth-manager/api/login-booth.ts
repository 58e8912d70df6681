import type { AccountLoginForm, BoothLogin } from '@expo/contract/auth';

import { api } from '../../../lib/api-client';

/** POST /api/booth-login: the booth, its event and the booth token. */
export function loginBooth(credentials: AccountLoginForm): Promise<BoothLogin> {
  return api.post<BoothLogin>('/booth-login', credentials, { auth: 'none' });
}
