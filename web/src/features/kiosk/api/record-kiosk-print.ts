import { api } from '../../../lib/api-client';
import type { KioskBadgePrint } from '@expo/contract/kiosk';

/** POST /api/kiosk/attendees/{id}/badge-prints: once per attendee (409 after), also checks them in. */
export function recordKioskPrint(attendeeId: number, clientEventId: string): Promise<KioskBadgePrint> {
  return api.post<KioskBadgePrint>(
    `/kiosk/attendees/${String(attendeeId)}/badge-prints`,
    {},
    { auth: 'kiosk', headers: { 'Idempotency-Key': clientEventId } },
  );
}
