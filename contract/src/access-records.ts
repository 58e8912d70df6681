import { z } from 'zod';
import { eventIdField, pageField, refuse, requestQuery, sizeField, text } from './fields.js';

/** Who reads personal data: the roles that log in (an attendee on their own signed link is not staff access). */
export const ACTOR_KINDS = ['admin', 'booth', 'desk', 'kiosk'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** 다운로드 사유 (1–100 characters, Korean welcome); '' when none was sent. */
export const downloadReasonField = text('다운로드 사유', { max: 100, optional: true });

/** The `reason` query parameter of a download. */
export const downloadReasonQuery = z.object({ reason: downloadReasonField });

/** A Korean date (YYYY-MM-DD) a calendar holds; absent or '' is none. */
const koreanDate = (label: string) =>
  z
    .unknown()
    .optional()
    .meta({ type: 'string', format: 'date', description: `${label} (YYYY-MM-DD, 한국 날짜)` })
    .transform((raw, ctx): string | undefined => {
      if (raw === undefined || raw === null || raw === '') return undefined;
      const value = typeof raw === 'string' ? raw.trim() : '';
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
      return day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
        ? value
        : refuse(ctx, `${label} 날짜가 올바르지 않습니다 (예: 2026-05-01).`, 'VALIDATION.DATE');
    });

const actorKindField = z
  .unknown()
  .optional()
  .meta({ type: 'string', enum: [...ACTOR_KINDS], description: '역할 (admin, booth, desk, kiosk)' })
  .transform((raw, ctx): ActorKind | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    return (ACTOR_KINDS as readonly unknown[]).includes(raw)
      ? (raw as ActorKind)
      : refuse(ctx, '역할은 admin, booth, desk, kiosk 중 하나여야 합니다.');
  });

const attendeeIdFilter = z
  .unknown()
  .optional()
  .meta({ type: 'integer', minimum: 1, description: '참석자 ID' })
  .transform((raw, ctx): number | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
    return n > 0 && n <= 2_147_483_647 ? n : refuse(ctx, '참석자 ID가 올바르지 않습니다.', 'VALIDATION.ID');
  });

const period = { from: koreanDate('시작'), to: koreanDate('종료') };

const inOrder = <T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx): T =>
  value.from && value.to && value.from > value.to
    ? refuse(ctx, '시작 날짜가 종료 날짜보다 늦습니다.', 'VALIDATION.DATE')
    : value;

/** The filters of the records (and of their download). */
export const accessRecordFilterQuery = requestQuery({
  eventId: eventIdField,
  account: text('계정', { max: 50, optional: true }),
  actorKind: actorKindField,
  ...period,
  attendeeId: attendeeIdFilter,
}).transform(inOrder);
export type AccessRecordFilterParams = z.output<typeof accessRecordFilterQuery>;

export const listAccessRecordsQuery = requestQuery({
  eventId: eventIdField,
  account: text('계정', { max: 50, optional: true }),
  actorKind: actorKindField,
  ...period,
  attendeeId: attendeeIdFilter,
  page: pageField,
  size: sizeField,
}).transform(inOrder);
export type ListAccessRecordsParams = z.output<typeof listAccessRecordsQuery>;

export const accessAlertsQuery = requestQuery({ eventId: eventIdField, ...period }).transform(inOrder);
export type AccessAlertsParams = z.output<typeof accessAlertsQuery>;

const actorKind = z.enum(ACTOR_KINDS);

/** A record (개인정보 접속기록) as the page and the file show it. */
export const accessRecord = z.object({
  id: z.int(),
  at: z.string().meta({ description: '한국 시각 YYYY-MM-DDTHH:mm:ss' }),
  actorKind,
  actorId: z.int().nullable(),
  actorName: z.string(),
  ip: z.string(),
  method: z.string(),
  route: z.string().meta({ description: '경로 패턴 (/api/users/:id)' }),
  action: z.string().meta({ description: '한 일 (한국어)' }),
  attendeeIds: z.array(z.int()),
  recordCount: z.int(),
  reason: z.string().nullable().meta({ description: '다운로드 사유' }),
});
export type AccessRecord = z.output<typeof accessRecord>;

export const accessRecordPage = z.object({
  content: z.array(accessRecord),
  totalPages: z.int(),
  totalElements: z.int(),
  number: z.int(),
  size: z.int(),
});
export type AccessRecordPage = z.output<typeof accessRecordPage>;

/** An account's day flagged by the daily check. */
export const accessAlert = z.object({
  day: z.string().meta({ description: 'YYYY-MM-DD, 한국 날짜' }),
  actorKind,
  actorId: z.int().nullable(),
  actorName: z.string(),
  kind: z.enum(['VOLUME', 'NIGHT']),
  reason: z.string().meta({ description: '이유와 수치 (한국어)' }),
});
export type AccessAlert = z.output<typeof accessAlert>;

/** The daily check of the event's access records over Korean days (both included). */
export const accessAlerts = z.object({
  from: z.string(),
  to: z.string(),
  dailyLimit: z.int().meta({ description: '한 계정이 하루에 이보다 많은 참석자 기록을 보면 표시' }),
  alerts: z.array(accessAlert),
});
export type AccessAlerts = z.output<typeof accessAlerts>;
