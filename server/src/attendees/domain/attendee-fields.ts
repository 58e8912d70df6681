import { email, oneOf, text } from '../../common/fields.js';

export const YES_NO = ['Y', 'N'] as const;
export const REGISTRATION_TYPES = ['ONSITE', 'PRE'] as const;
export type YesNo = (typeof YES_NO)[number];
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Every attendee field a person can set, with its Korean label (shared by forms, API messages and Excel). */
export const attendeeFieldSpecs = {
  name: text('이름', { max: 50 }),
  affiliation: text('소속', { max: 100 }),
  phoneNumber: text('전화번호', { max: 30 }),
  email: email('이메일'),
  country: text('국가', { max: 50, fallback: '대한민국' }),
  visitType: oneOf('방문유형', YES_NO, 'N'),
  paymentStatus: oneOf('출력유무', YES_NO, 'N'),
  paymentStatus2: oneOf('결제유무', YES_NO, 'N'),
  registrationType: oneOf('등록유형', REGISTRATION_TYPES, 'ONSITE'),
};

export interface AttendeeFields {
  name: string;
  affiliation: string;
  phoneNumber: string;
  email: string;
  country: string;
  visitType: YesNo;
  paymentStatus: YesNo;
  paymentStatus2: YesNo;
  registrationType: RegistrationType;
}

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
