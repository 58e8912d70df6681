import { api } from '../../../lib/api-client';
import type { KioskAttendee } from '@expo/contract/kiosk';

/** GET /api/kiosk/attendees/{qr} with the kiosk token: the attendee of the scanned QR's text (their ID). */
export function getKioskAttendee(qr: string, signal?: AbortSignal): Promise<KioskAttendee> {
  return api.get<KioskAttendee>(`/kiosk/attendees/${encodeURIComponent(qr)}`, { auth: 'kiosk', signal });
}
