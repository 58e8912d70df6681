import { api } from '../../../lib/api-client';
import type { BoothLogin } from '@expo/contract/auth';

export interface BoothCredentials {
  loginId: string;
  password: string;
}

/** POST /api/booth-login: the booth, its event and the booth token. */
export function loginBooth(credentials: BoothCredentials): Promise<BoothLogin> {
  return api.post<BoothLogin>('/booth-login', credentials, { auth: 'none' });
}
