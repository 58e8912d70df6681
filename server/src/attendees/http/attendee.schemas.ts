import { z } from 'zod';
import {
  eventIdField,
  idParam,
  keywordField,
  pageField,
  positiveInt,
  refuse,
  requestBody,
  requestQuery,
  sizeField,
} from '@expo/contract/fields';
import { attendeeFieldSchemas } from '../attendee-form.schema.js';
import type { FormConsents } from '../../privacy/domain/registration-consent.js';
import type { AttendeeFields } from '../domain/attendee-fields.js';

export const attendeeIdParam = idParam('참석자 ID');

/** GET /api/users: the page (0-based), its size, the keyword and the event, checked in that order. */
export const listAttendeesQuery = requestQuery({
  page: pageField,
  size: sizeField,
  eventId: eventIdField,
  keyword: keywordField,
});
export type ListAttendeesParams = z.output<typeof listAttendeesQuery>;

/** GET /api/users/{id}: `sig`, the signature of the QR link (anything but one string opens nothing). */
export const attendeeLookupQuery = requestQuery({
  sig: z
    .unknown()
    .optional()
    .meta({ description: 'QR 링크의 서명 (관리자 토큰이 없을 때)' })
    .transform((raw): string | undefined => (typeof raw === 'string' ? raw : undefined)),
});
export type AttendeeLookupParams = z.output<typeof attendeeLookupQuery>;

/** POST /api/users/register (admin): every field, a missing optional one gets its fallback. */
export const registerAttendeeBody = requestBody({ eventId: eventIdField, ...attendeeFieldSchemas });
export type AttendeeForm = z.output<typeof registerAttendeeBody>;

/**
 * PUT /api/users/{id}: only the fields sent are checked and changed (a field left out keeps its value, even
 * one that would otherwise get a fallback); at least one must be sent.
 */
export const updateAttendeeBody = requestBody({ eventId: eventIdField, ...attendeeFieldSchemas })
  .partial()
  .transform(({ eventId, ...changes }, ctx): { eventId?: number; changes: Partial<AttendeeFields> } =>
    Object.keys(changes).length === 0
      ? refuse(ctx, '수정할 항목이 없습니다.', 'VALIDATION.EMPTY')
      : { eventId, changes },
  );
export type AttendeeChanges = z.output<typeof updateAttendeeBody>;

/** What an on-site self registration records whatever its form sends: unpaid, unprinted, on-site, no e-mail. */
const ON_SITE_DEFAULTS = {
  email: '',
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'N',
  registrationType: 'ONSITE',
  // set from the form's consents, never by the form's own field
  exhibitorConsent: '',
} as const satisfies Partial<AttendeeFields>;

const version = (label: string) =>
  z
    .number({ error: `${label} 버전이 올바르지 않습니다.` })
    .int({ error: `${label} 버전이 올바르지 않습니다.` })
    .positive({ error: `${label} 버전이 올바르지 않습니다.` })
    .optional();

/** The consents the walk-in form collected: the versions of the notices agreed to (or shown). */
const formConsents = z
  .object(
    {
      collection: version('수집·이용 동의 안내'),
      exhibitors: z.boolean({ error: '부스 제공 동의는 true 또는 false여야 합니다.' }).optional(),
      exhibitorsVersion: version('부스 제공 동의 안내'),
    },
    { error: '동의 내용이 올바르지 않습니다.' },
  )
  .optional()
  .meta({ description: '동의 (안내 문구가 설정된 행사: 수집·이용 필수, 부스 제공 선택)' });

/** POST /api/users/register2 (open): the form's fields, then the event (required). */
export const publicRegistrationBody = requestBody({
  ...attendeeFieldSchemas,
  eventId: positiveInt('이벤트 ID'),
  consents: formConsents,
}).transform(
  ({
    eventId,
    consents,
    ...fields
  }): { eventId: number; fields: AttendeeFields; consents?: FormConsents } => ({
    eventId,
    fields: { ...fields, ...ON_SITE_DEFAULTS },
    consents,
  }),
);
export type PublicRegistration = z.output<typeof publicRegistrationBody>;
