import { api } from '../../../lib/api-client';
import type { Consents } from '../consent-payload';
import type { WalkInAttendee } from '@expo/contract/attendees';

export interface OnsiteRegistration {
  name: string;
  affiliation: string;
  phoneNumber: string;
  country: string;
}

/**
 * POST /api/users/register2: the public manual form, with the spec's fixed flags; `consents` (the notice
 * versions accepted) only when the event shows consent notices.
 */
export function registerOnsiteAttendee(
  form: OnsiteRegistration,
  eventId: number,
  consents?: Consents,
): Promise<WalkInAttendee> {
  return api.post<WalkInAttendee>(
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
