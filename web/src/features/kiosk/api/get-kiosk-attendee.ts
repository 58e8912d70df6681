import type { Lang } from '@expo/contract/lang';
import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The attendee of the scanned QR's text (their ID), with the kiosk token; refusals in the screen's language. */
export const getKioskAttendee = (qr: string, lang: Lang, signal?: AbortSignal) =>
  call(frontDeskRoutes.kioskAttendee, { params: { qr }, signal, lang });
