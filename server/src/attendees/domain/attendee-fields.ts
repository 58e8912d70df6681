import type { AttendeeFields } from '@expo/contract/attendees';

export {
  REGISTRATION_TYPES,
  YES_NO,
  type RegistrationType,
  type YesNo,
} from '@expo/contract/attendee-values';
export type { AttendeeFields, ConsentChoice } from '@expo/contract/attendees';
export { ATTENDEE_FIELD_LABELS } from '@expo/contract/field-labels';

export type AttendeeFieldKey = keyof AttendeeFields;

/** Personal data: kept encrypted in the event log and erased with the attendee. */
export const PERSONAL_FIELDS = [
  'name',
  'affiliation',
  'phoneNumber',
  'email',
] as const satisfies readonly AttendeeFieldKey[];
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** Digits only: how phone numbers are compared for duplicates and searched. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
