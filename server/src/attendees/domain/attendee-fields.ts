import { REGISTRATION_TYPES, YES_NO, type RegistrationType, type YesNo } from '@expo/contract/attendee-values';

export { REGISTRATION_TYPES, YES_NO, type RegistrationType, type YesNo };
/** A consent collected: given (Y), refused (N), or never asked (''). */
export type ConsentChoice = YesNo | '';

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
  /** Consent to provision to exhibitors (부스 참가업체 제공, 제3자 제공); '' when never asked. */
  exhibitorConsent: ConsentChoice;
}

export type AttendeeFieldKey = keyof AttendeeFields;

/**
 * Every attendee field a person can set, in the order forms show them, with its Korean label (shared by
 * forms, API messages, Excel headers and the change history). How each is checked: `attendee-form.schema.ts`.
 */
export const ATTENDEE_FIELD_LABELS: Readonly<Record<AttendeeFieldKey, string>> = {
  name: '이름',
  affiliation: '소속',
  phoneNumber: '전화번호',
  email: '이메일',
  country: '국가',
  visitType: '방문유형',
  paymentStatus: '출력유무',
  paymentStatus2: '결제유무',
  registrationType: '등록유형',
  exhibitorConsent: '부스제공동의',
};

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
