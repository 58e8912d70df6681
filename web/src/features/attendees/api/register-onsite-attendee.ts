import type { PublicRegistrationForm } from '@expo/contract/attendees';
import type { Lang } from '@expo/contract/lang';
import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { call } from '../../../lib/api/api-client';
import type { Consents } from '../consent-payload';

/** What the walk-in types: the registration's fields of that name. */
export type WalkInFields = {
  [K in keyof Pick<PublicRegistrationForm, 'name' | 'affiliation' | 'phoneNumber' | 'country'>]-?: string;
};

/**
 * The public manual form, with the spec's fixed flags; `consents` (the notice versions accepted) only when the
 * event shows consent notices; `lang`, the form's language: the server's refusals and the attendee's QR e-mail
 * come in it.
 */
export const registerOnsiteAttendee = (
  form: WalkInFields,
  eventId: number,
  consents: Consents | undefined,
  lang: Lang,
) =>
  call(attendeeRoutes.registerWalkIn, {
    lang,
    body: {
      ...form,
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
      eventId,
      ...(consents ? { consents } : {}),
      lang,
    },
  });
