import { api } from '../../../lib/api-client';
import type { KioskSession } from '@expo/contract/kiosk';

/** POST /api/desk/kiosk-sessions: a kiosk token of the desk's event. */
export function startKioskSession(): Promise<KioskSession> {
  return api.post<KioskSession>('/desk/kiosk-sessions', {}, { auth: 'desk' });
}
