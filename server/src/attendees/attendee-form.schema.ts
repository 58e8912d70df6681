import { z } from 'zod';
import { email, oneOf, refuse, text, textThen } from '@expo/contract/fields';
import { koreanMobile } from '../messaging/domain/korean-mobile.js';
import {
  ATTENDEE_FIELD_LABELS as LABEL,
  REGISTRATION_TYPES,
  YES_NO,
  type AttendeeFields,
  type ConsentChoice,
} from './domain/attendee-fields.js';

/** 010-1234-5678 for a Korean mobile number however written (01012345678, +82 10 …); any other as typed. */
export function normalisedPhone(raw: string): string {
  const mobile = koreanMobile(raw);
  return mobile.ok ? mobile.display : raw;
}

/** Y (consented), N (refused) or empty (never asked: the default). */
function consentChoice(label: string) {
  const message = `${label}는 Y, N 중 하나이거나 비워 두어야 합니다.`;
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .meta({ description: `${label}: Y | N | 빈 값(확인 안 됨)`, examples: ['Y'] })
    .transform((raw, ctx): ConsentChoice => {
      const value = (raw ?? '').trim().toUpperCase();
      if (value === '' || value === 'Y' || value === 'N') return value;
      return refuse(ctx, message);
    });
}

/**
 * How every attendee field a person can set is checked, in the order forms show them: the API's bodies
 * (`http/attendee.schemas.ts`) and the Excel upload's rows (`excel/attendee-row-collector.ts`) use these, so
 * a row of a workbook is refused with the same Korean message as the same value in a form.
 */
export const attendeeFieldSchemas = {
  name: text(LABEL.name, { max: 50 }),
  affiliation: text(LABEL.affiliation, { max: 100 }),
  // a Korean mobile number in any writing is stored as 010-1234-5678 (so it is compared and shown alike)
  phoneNumber: textThen(LABEL.phoneNumber, { max: 30 }, normalisedPhone),
  email: email(LABEL.email),
  country: text(LABEL.country, { max: 50, fallback: '대한민국' }),
  visitType: oneOf(LABEL.visitType, YES_NO, 'N'),
  paymentStatus: oneOf(LABEL.paymentStatus, YES_NO, 'N'),
  paymentStatus2: oneOf(LABEL.paymentStatus2, YES_NO, 'N'),
  registrationType: oneOf(LABEL.registrationType, REGISTRATION_TYPES, 'ONSITE'),
  exhibitorConsent: consentChoice(LABEL.exhibitorConsent),
} satisfies { [K in keyof AttendeeFields]: z.ZodType<AttendeeFields[K]> };
