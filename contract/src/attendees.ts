import { z } from 'zod';
import { REGISTRATION_TYPES, YES_NO } from './attendee-values.js';
import { ATTENDEE_FIELD_LABELS } from './field-labels.js';
import {
  email,
  eventIdField,
  idParam,
  keywordField,
  oneOf,
  pageField,
  positiveInt,
  refuse,
  requestBody,
  VALIDATION_INVALID,
  requestQuery,
  sizeField,
  text,
  textThen,
} from './fields.js';
import { koreanMobile } from './messaging/korean-mobile.js';
import { phoneNumberProblem } from './phone-number.js';
import { LANGS, type Lang } from './lang.js';
import { linkSignatureField } from './fields/link-signature.js';

// the labels live in a zod-free module (the web shows them); the server reads them from here
const LABEL = ATTENDEE_FIELD_LABELS;

/** A consent collected: given (Y), refused (N), or never asked (''). */
const CONSENT_CHOICES = ['Y', 'N', ''] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

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
 * (below) and the Excel upload's rows (the server's `excel/attendee-row-collector.ts`) use these, so a row of
 * a workbook is refused with the same Korean message as the same value in a form.
 */
export const attendeeFieldSchemas = {
  name: text(LABEL.name, { max: 50 }),
  affiliation: text(LABEL.affiliation, { max: 100 }),
  // 9 digits at least (phone-number.ts); a Korean mobile number in any writing is stored as 010-1234-5678 (so
  // it is compared and shown alike), any other as typed
  phoneNumber: textThen(LABEL.phoneNumber, { max: 30 }, (value, ctx) => {
    const problem = phoneNumberProblem(value);
    return problem === null
      ? normalisedPhone(value)
      : refuse(ctx, problem, VALIDATION_INVALID, phoneNumberProblem(value, 'en') ?? undefined);
  }),
  email: email(LABEL.email),
  country: text(LABEL.country, { max: 50, fallback: '대한민국' }),
  visitType: oneOf(LABEL.visitType, YES_NO, 'N'),
  paymentStatus: oneOf(LABEL.paymentStatus, YES_NO, 'N'),
  paymentStatus2: oneOf(LABEL.paymentStatus2, YES_NO, 'N'),
  registrationType: oneOf(LABEL.registrationType, REGISTRATION_TYPES, 'ONSITE'),
  exhibitorConsent: consentChoice(LABEL.exhibitorConsent),
};
/** The attendee fields a person sets (forms, register, update, an Excel row). */
export type AttendeeFields = {
  [K in keyof typeof attendeeFieldSchemas]: z.output<(typeof attendeeFieldSchemas)[K]>;
};

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
  sig: linkSignatureField('QR 링크의 서명 (관리자 토큰이 없을 때)'),
});
export type AttendeeLookupParams = z.output<typeof attendeeLookupQuery>;

/** POST /api/users/register (admin): every field, a missing optional one gets its fallback. */
export const registerAttendeeBody = requestBody({ eventId: eventIdField, ...attendeeFieldSchemas });
export type AttendeeForm = z.output<typeof registerAttendeeBody>;
export type RegisterAttendeeForm = z.input<typeof registerAttendeeBody>;

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
export type AttendeeChangesForm = z.input<typeof updateAttendeeBody>;

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
/** What the walk-in form sends: the version of each notice the person agreed to (or saw). */
export type FormConsents = NonNullable<z.output<typeof formConsents>>;

/** The language the walk-in read the form in (issue 50): their QR e-mail comes in it; none is Korean. */
const formLang = z
  .enum(LANGS, { error: `언어는 ${LANGS.join(', ')} 중 하나여야 합니다.` })
  .optional()
  .meta({ description: '양식의 언어 (ko | en): QR 이메일도 이 언어로 (생략하면 ko)' });

/** POST /api/users/register2 (open): the form's fields, then the event (required). */
export const publicRegistrationBody = requestBody({
  ...attendeeFieldSchemas,
  // the form asks for none (ON_SITE_DEFAULTS): optional in the type too, as it is at run time
  email: attendeeFieldSchemas.email.optional(),
  eventId: positiveInt('이벤트 ID'),
  consents: formConsents,
  lang: formLang,
}).transform(
  ({
    eventId,
    consents,
    lang,
    ...fields
  }): { eventId: number; fields: AttendeeFields; consents?: FormConsents; lang: Lang } => ({
    eventId,
    fields: { ...fields, ...ON_SITE_DEFAULTS },
    consents,
    lang: lang ?? 'ko',
  }),
);
export type PublicRegistration = z.output<typeof publicRegistrationBody>;
/** What the walk-in form sends. */
export type PublicRegistrationForm = z.input<typeof publicRegistrationBody>;

/** An attendee as the read model answers it. */
export const attendee = z.object({
  id: z.int(),
  name: z.string(),
  affiliation: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  country: z.string(),
  visitType: z.enum(YES_NO).meta({ description: LABEL.visitType }),
  paymentStatus: z.enum(YES_NO).meta({ description: LABEL.paymentStatus }),
  paymentStatus2: z.enum(YES_NO).meta({ description: LABEL.paymentStatus2 }),
  registrationType: z.enum(REGISTRATION_TYPES).meta({ description: '등록유형: ONSITE 현장, PRE 사전' }),
  exhibitorConsent: z
    .enum(CONSENT_CHOICES)
    .meta({ description: '부스 참가업체 제공 동의: Y, N, 빈 값 (확인 안 됨)' }),
  eventId: z.int(),
  createdAt: z.string().meta({ description: '한국 시각 YYYY-MM-DDTHH:mm:ss' }),
});
export type Attendee = z.output<typeof attendee>;

const qrViewPath = z.string().meta({ description: '참석자 QR 화면의 서명된 경로 (/qr-view/{id}?sig=…)' });

/** An attendee of a list: with the signed path of their QR page. */
export const listedAttendee = attendee.extend({ qrViewPath });
export type ListedAttendee = z.output<typeof listedAttendee>;

export const attendeePage = z.object({
  content: z.array(listedAttendee),
  totalPages: z.int(),
  totalElements: z.int(),
  number: z.int(),
  size: z.int(),
});
export type AttendeePage = z.output<typeof attendeePage>;

/** GET /api/users/{id}: the attendee with the event it belongs to (what the `/qr-view` page shows). */
export const attendeeWithEvent = listedAttendee.extend({
  event: z.object({ id: z.int(), name: z.string() }),
});
export type AttendeeWithEvent = z.output<typeof attendeeWithEvent>;

/**
 * A registration: a walk-in (the public form) also gets their signed QR page's path, and `alreadyRegistered`
 * when the same person (same mobile number and name) had registered before (theirs, nothing new made; 200).
 */
export const registeredAttendee = attendee.extend({
  qrViewPath: qrViewPath.optional(),
  alreadyRegistered: z.literal(true).optional(),
});
export type RegisteredAttendee = z.output<typeof registeredAttendee>;

/** POST /api/users/register2: the walk-in with their QR page's path (200 with `alreadyRegistered` when known). */
export const walkInAttendee = listedAttendee.extend({ alreadyRegistered: z.literal(true).optional() });
export type WalkInAttendee = z.output<typeof walkInAttendee>;

const historyAction = z.enum([
  'REGISTERED',
  'UPDATED',
  'QR_SEND_REQUESTED',
  'SURVEY_SEND_REQUESTED',
  'BADGE_PRINTED',
  'ENTRY_CHECKED_IN',
  'CONSENT_RECORDED',
]);

/** One line of the '변경 이력' of the attendee edit page (newest first). */
export const attendeeHistoryEntry = z.object({
  at: z.string().meta({ description: '한국 시각 YYYY-MM-DDTHH:mm:ss' }),
  action: historyAction,
  source: z.enum(['ADMIN', 'PUBLIC', 'EXCEL']).optional().meta({ description: '등록 경로 (등록만)' }),
  actor: z.object({
    kind: z.enum(['admin', 'booth', 'desk', 'kiosk', 'public', 'system', 'cli']),
    id: z.int().optional(),
    name: z.string().meta({ description: '보여 줄 이름' }),
  }),
  changes: z.array(
    z.object({
      field: z.enum(Object.keys(LABEL) as [keyof AttendeeFields, ...(keyof AttendeeFields)[]]),
      label: z.string().meta({ description: '항목의 한국어 이름' }),
      before: z.string(),
      after: z.string(),
    }),
  ),
  detail: z.string().optional().meta({ description: '출력 횟수, 입장 일시, 동의 내용' }),
});
export type AttendeeHistoryEntry = z.output<typeof attendeeHistoryEntry>;
export const attendeeHistory = z.array(attendeeHistoryEntry);

/** A row of an uploaded workbook that was refused or skipped. */
const rejectedRow = z.object({
  row: z.int().meta({ description: '엑셀 행 번호' }),
  reason: z.string().meta({ description: '한국어 이유' }),
});
export type RejectedRow = z.output<typeof rejectedRow>;

/** The answer to an upload: what was registered, skipped as already registered, or refused, row by row. */
export const attendeeImportReport = z.object({
  message: z.string(),
  imported: z.int(),
  skipped: z.int().meta({ description: '행사에 이미 있는 전화번호의 행' }),
  invalid: z.int().meta({ description: '거부된 행 (잘못된 값, 파일 안의 같은 전화번호)' }),
  rejected: z.array(rejectedRow).meta({ description: '건너뛴 행과 거부된 행 (행 순서)' }),
  total: z.int().meta({ description: '비어 있지 않은 데이터 행' }),
});
export type AttendeeImportReport = z.output<typeof attendeeImportReport>;
