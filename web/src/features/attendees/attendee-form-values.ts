import { attendeeTexts } from './texts';
import type { Attendee, AttendeeFields } from '@expo/contract/attendees';

/** The admin registration form: paid (paymentStatus2) defaults to Y, everything else to the spec's defaults. */
export const REGISTER_DEFAULTS: AttendeeFields = {
  name: '',
  affiliation: '',
  phoneNumber: '',
  email: '',
  country: attendeeTexts.defaultCountry,
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'Y',
  registrationType: 'ONSITE',
  exhibitorConsent: '',
};

/** The edit form: the stored values, with the spec's edit defaults (paymentStatus2 N) for missing ones. */
export function editValuesOf(attendee: Partial<Attendee>): AttendeeFields {
  return {
    name: attendee.name ?? '',
    affiliation: attendee.affiliation ?? '',
    phoneNumber: attendee.phoneNumber ?? '',
    email: attendee.email ?? '',
    country: attendee.country || attendeeTexts.defaultCountry,
    visitType: attendee.visitType ?? 'N',
    paymentStatus: attendee.paymentStatus ?? 'N',
    paymentStatus2: attendee.paymentStatus2 ?? 'N',
    registrationType: attendee.registrationType ?? 'ONSITE',
    exhibitorConsent: attendee.exhibitorConsent ?? '',
  };
}
