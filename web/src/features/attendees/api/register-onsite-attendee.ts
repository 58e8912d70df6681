import { api } from '../../../lib/api-client';
import type { Consents } from '../consent-payload';
import type { Attendee } from '../types';

export interface OnsiteRegistration {
  name: string;
  affiliation: string;
  phoneNumber: string;
  country: string;
}

/**
 * The new walk-in, with the path of their own signed QR page (`/qr-view/{id}?sig=…`); `alreadyRegistered`
 * when the same person (same mobile number and name) had registered before: theirs, nothing new made.
 */
export type OnsiteAttendee = Attendee & { alreadyRegistered?: boolean };

/**
 * POST /api/users/register2: the public manual form, with the spec's fixed flags; `consents` (the notice
 * versions accepted) only when the event shows consent notices.
 */
export function registerOnsiteAttendee(
  form: OnsiteRegistration,
  eventId: number,
  consents?: Consents,
): Promise<OnsiteAttendee> {
  return api.post<OnsiteAttendee>(
    '/users/register2',
    {
      name: form.name,
      affiliation: form.affiliation,
      phoneNumber: form.phoneNumber,
      country: form.country,
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
      eventId,
      ...(consents ? { consents } : {}),
    },
    { auth: 'none' },
  );
}
