import { api } from '../../../lib/api-client';
import type { KioskPrintResult } from '../types';

/** POST /api/kiosk/attendees/{id}/badge-prints: once per attendee (409 after), also checks them in. */
export function recordKioskPrint(attendeeId: number, clientEventId: string): Promise<KioskPrintResult> {
  return api.post<KioskPrintResult>(
    `/kiosk/attendees/${String(attendeeId)}/badge-prints`,
    {},
    { auth: 'kiosk', headers: { 'Idempotency-Key': clientEventId } },
  );
}
