import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The attendee of the scanned QR's text (their ID), with the kiosk token. */
export const getKioskAttendee = (qr: string, signal?: AbortSignal) =>
  call(frontDeskRoutes.kioskAttendee, { params: { qr }, signal });
