import { api } from '../../../lib/api-client';
import type { KioskStart } from '../types';

/** POST /api/desk/kiosk-sessions: a kiosk token of the desk's event. */
export function startKioskSession(): Promise<KioskStart> {
  return api.post<KioskStart>('/desk/kiosk-sessions', {}, { auth: 'desk' });
}
