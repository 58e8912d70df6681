import { api } from '../../../lib/api-client';
import type { AdminLogin, AdminLoginForm } from '@expo/contract/auth';

/** POST /api/admin/login: the token and the admin's event and menu flags. */
export function loginAdmin(credentials: AdminLoginForm): Promise<AdminLogin> {
  return api.post<AdminLogin>('/admin/login', credentials, { auth: 'none' });
}
