import { z } from 'zod';
import { REGISTRATION_TYPES, YES_NO } from './attendee-values.js';
import { BADGE_PRESETS, BADGE_SIZE_MM, type BadgePreset } from './badges-values.js';
import { ATTENDEE_FIELD_LABELS } from './field-labels.js';
import {
  eventIdField,
  keywordField,
  positiveInt,
  refuse,
  requestBody,
  requestQuery,
  withParticle,
} from './fields.js';

const PRESETS = [...Object.keys(BADGE_PRESETS), 'custom'] as BadgePreset[];

/** An event's badge settings as the API answers them (the defaults until an admin saved some). */
export const badgeSettings = z.object({
  preset: z.enum(PRESETS).meta({ description: '용지 (a4-2x4: 105 × 74 mm 명찰, A4 한 장에 8개)' }),
  widthMm: z.number().meta({ description: '명찰 너비 (mm)' }),
  heightMm: z.number().meta({ description: '명찰 높이 (mm)' }),
  fields: z.object({
    affiliation: z.boolean(),
    country: z.boolean(),
    registrationType: z.boolean(),
    eventName: z.boolean(),
    qr: z.boolean(),
  }),
  colorStrip: z
    .object({ PRE: z.string().nullable(), ONSITE: z.string().nullable() })
    .meta({ description: '등록 유형별 색 띠 (#RRGGBB, 없으면 null)' }),
});
export type BadgeSettings = z.output<typeof badgeSettings>;
/** Which of the attendee's fields the badge shows. */
export type BadgeFields = BadgeSettings['fields'];

/** Badge settings with the event's name, which every badge shows. */
export const eventBadgeSettings = badgeSettings.extend({ eventName: z.string() });
export type EventBadgeSettings = z.output<typeof eventBadgeSettings>;

/** A size in millimetres; its range is checked for custom sizes only (a preset's size is the preset's). */
const millimetres = (label: string) =>
  z.number({ error: `${label}는 숫자(mm)여야 합니다.` }).meta({
    description: `${label} (mm, ${BADGE_SIZE_MM.min}~${BADGE_SIZE_MM.max}; 용지가 custom일 때만 사용)`,
  });

const inRange = (value: number) =>
  Number.isFinite(value) && value >= BADGE_SIZE_MM.min && value <= BADGE_SIZE_MM.max;

const shown = (label: string) => z.boolean({ error: `${label} 표시 여부는 true 또는 false여야 합니다.` });

const colour = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} 색상이 올바르지 않습니다.` })
    .optional()
    .meta({ description: `${label} 색 띠 (#RRGGBB, 없으면 null)` })
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') return null;
      return /^#[0-9a-fA-F]{6}$/.test(value)
        ? value.toLowerCase()
        : refuse(ctx, `${label} 색상은 #RRGGBB 형식이어야 합니다.`);
    });

/** An event's badge settings; a preset's size is the preset's, whatever size came with it. */
export const badgeSettingsBody = requestBody({
  preset: z
    .unknown()
    .meta({ type: 'string', enum: PRESETS, description: '용지' })
    .transform((raw, ctx): BadgePreset =>
      PRESETS.includes(raw as BadgePreset)
        ? (raw as BadgePreset)
        : refuse(ctx, `용지는 ${PRESETS.join(', ')} 중 하나여야 합니다.`),
    ),
  widthMm: millimetres('명찰 너비'),
  heightMm: millimetres('명찰 높이'),
  fields: z.object(
    {
      affiliation: shown('소속'),
      country: shown('국가'),
      registrationType: shown('등록 유형'),
      eventName: shown('행사명'),
      qr: shown('QR 코드'),
    },
    { error: '표시할 항목이 올바르지 않습니다.' },
  ),
  colorStrip: z.object(
    { PRE: colour('사전등록'), ONSITE: colour('현장등록') },
    { error: '색 띠 설정이 올바르지 않습니다.' },
  ),
  eventId: eventIdField,
}).transform(({ eventId, ...settings }, ctx): BadgeSettings & { eventId: number | undefined } => {
  if (settings.preset !== 'custom') return { ...settings, ...BADGE_PRESETS[settings.preset], eventId };
  for (const [key, label] of [
    ['widthMm', '명찰 너비'],
    ['heightMm', '명찰 높이'],
  ] as const)
    if (!inRange(settings[key]))
      return refuse(ctx, `${label}는 ${BADGE_SIZE_MM.min}~${BADGE_SIZE_MM.max}mm 사이여야 합니다.`);
  const round = (mm: number) => Math.round(mm * 10) / 10;
  return { ...settings, widthMm: round(settings.widthMm), heightMm: round(settings.heightMm), eventId };
});
export type BadgeSettingsInput = z.output<typeof badgeSettingsBody>;
/** Badge settings as /badges/settings sends them. */
export type BadgeSettingsForm = z.input<typeof badgeSettingsBody>;

const choice = <const T extends string>(label: string, values: readonly T[], fallback: T) =>
  z
    .unknown()
    .optional()
    .meta({ type: 'string', enum: [...values], description: label })
    .transform((raw, ctx): T => {
      if (raw === undefined || raw === '') return fallback;
      return typeof raw === 'string' && (values as readonly string[]).includes(raw)
        ? (raw as T)
        : refuse(ctx, `${withParticle(label, '은/는')} ${values.join(', ')} 중 하나여야 합니다.`);
    });

export const badgeAttendeesQuery = requestQuery({
  filter: choice('대상', ['all', 'unprinted', 'pre', 'paid'] as const, 'all'),
  sort: choice('정렬', ['name', 'id'] as const, 'name'),
  keyword: keywordField,
  eventId: eventIdField,
});
export type BadgeAttendeesQueryInput = z.output<typeof badgeAttendeesQuery>;
/** all, unprinted (출력유무 N), pre (사전등록), paid (결제유무 Y). */
export type BadgeFilter = BadgeAttendeesQueryInput['filter'];
/** name: 가나다순, id: ID순. */
export type BadgeSort = BadgeAttendeesQueryInput['sort'];

export const markPrintedBody = requestBody({
  attendeeIds: z
    .array(positiveInt('참석자 ID'), { error: '출력 완료로 표시할 참석자를 선택하세요.' })
    .min(1, { error: '출력 완료로 표시할 참석자를 선택하세요.' })
    .max(5000, { error: '한 번에 5,000명까지 표시할 수 있습니다.' }),
  eventId: eventIdField,
});

/** What a badge shows of an attendee (never the phone number or the flags). */
export const badgeAttendee = z.object({
  id: z.int(),
  name: z.string(),
  affiliation: z.string(),
  country: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
});
export type BadgeAttendee = z.output<typeof badgeAttendee>;

/** One attendee of a batch print: the badge's fields plus the printed and paid flags. */
export const batchAttendee = badgeAttendee.extend({
  paymentStatus: z.enum(YES_NO).meta({ description: ATTENDEE_FIELD_LABELS.paymentStatus }),
  paymentStatus2: z.enum(YES_NO).meta({ description: ATTENDEE_FIELD_LABELS.paymentStatus2 }),
});
export type BatchAttendee = z.output<typeof batchAttendee>;

/** How many attendees a batch was marked printed for (those deleted meanwhile are not counted). */
export const markedPrinted = z.object({ printed: z.int() });
export type MarkedPrinted = z.output<typeof markedPrinted>;
