import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** Once per attendee (409 after), also checks them in. */
export const recordKioskPrint = (id: number, clientEventId: string) =>
  call(frontDeskRoutes.kioskPrint, {
    params: { id },
    body: {},
    headers: { 'Idempotency-Key': clientEventId },
  });
