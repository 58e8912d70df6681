import { api, type AuthMode } from '../../../lib/api-client';
import type { Lecture } from '@expo/contract/lectures';

/**
 * GET /api/lectures/{id}: an open endpoint. The edit page calls it as the admin; the QR page, which
 * may be opened without a login, with 'optional'.
 */
export function getLecture(id: string, signal?: AbortSignal, auth: AuthMode = 'admin'): Promise<Lecture> {
  return api.get<Lecture>(`/lectures/${encodeURIComponent(id)}`, { auth, signal });
}
