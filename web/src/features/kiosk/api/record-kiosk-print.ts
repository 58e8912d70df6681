import type { Lang } from '@expo/contract/lang';
import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** Once per attendee (409 after), also checks them in; refusals in the screen's language. */
export const recordKioskPrint = (id: number, clientEventId: string, lang: Lang) =>
  call(frontDeskRoutes.kioskPrint, {
    params: { id },
    body: {},
    headers: { 'Idempotency-Key': clientEventId },
    lang,
  });
