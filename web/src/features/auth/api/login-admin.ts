import { api } from '../../../lib/api-client';
import type { AdminLogin } from '../../../lib/session';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /api/admin/login: the token and the admin's event and menu flags. */
export function loginAdmin(credentials: LoginCredentials): Promise<AdminLogin> {
  return api.post<AdminLogin>('/admin/login', credentials, { auth: 'none' });
}
