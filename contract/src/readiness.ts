import { z } from 'zod';
import { idParam, refuse, requestBody, textThen } from './fields.js';
import { koreanMobile } from './messaging/korean-mobile.js';
import { READINESS_TEXTS } from './readiness-texts.js';

/** 준비 점검 (readiness) of one event: GET /api/events/{id}/readiness and what records its items. */

export const READINESS_ITEM_KEYS = [
  'details',
  'publicAddress',
  'messaging',
  'privacy',
  'catalog',
  'badge',
] as const;
export type ReadinessItemKey = (typeof READINESS_ITEM_KEYS)[number];

export const READINESS_STATES = ['done', 'todo', 'warning'] as const;
export type ReadinessState = (typeof READINESS_STATES)[number];

export const readinessEventParam = idParam('행사 ID');

export const readinessItem = z.object({
  key: z.enum(READINESS_ITEM_KEYS),
  state: z.enum(READINESS_STATES).meta({ description: 'done 완료, todo 미완료, warning 확인 필요' }),
  title: z.string(),
  explanation: z.string().meta({ description: '상태의 이유와 고치는 방법 (한국어)' }),
  fixPath: z.string().meta({ description: '고치는 화면의 경로 (예: /report)' }),
  fixLabel: z.string(),
});
export type ReadinessItem = z.output<typeof readinessItem>;

/** Why the public address cannot serve phones: localhost, plain HTTP, or nothing wrong with its form. */
export const PUBLIC_ADDRESS_PROBLEMS = ['localhost', 'http'] as const;
export type PublicAddressProblem = (typeof PUBLIC_ADDRESS_PROBLEMS)[number];

export const readiness = z.object({
  eventId: z.int(),
  eventName: z.string(),
  allDone: z.boolean(),
  publicUrl: z.string().meta({ description: 'PUBLIC_URL' }),
  publicAddressProblem: z.enum(PUBLIC_ADDRESS_PROBLEMS).nullable(),
  items: z.array(readinessItem),
});
export type Readiness = z.output<typeof readiness>;

/** A typed test address: an e-mail address or a Korean mobile number. */
export type TestAddress = { kind: 'email'; address: string } | { kind: 'phone'; digits: string };

/** POST /api/events/{id}/readiness/test-message: where the organiser wants the test message. */
export const testMessageBody = requestBody({
  to: textThen(READINESS_TEXTS.messaging.formLabel, { max: 200 }, (value, ctx): TestAddress => {
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { kind: 'email', address: value };
    const mobile = koreanMobile(value);
    if (mobile.ok) return { kind: 'phone', digits: mobile.digits };
    return refuse(ctx, READINESS_TEXTS.messaging.badAddress);
  }),
});
export type TestMessageForm = z.input<typeof testMessageBody>;
export type TestMessageBody = z.output<typeof testMessageBody>;

export const TEST_MESSAGE_STATUSES = ['sent', 'kept', 'failed'] as const;
export type TestMessageStatus = (typeof TEST_MESSAGE_STATUSES)[number];

export const testMessageResult = z.object({
  status: z
    .enum(TEST_MESSAGE_STATUSES)
    .meta({ description: 'sent 발송됨 (채널이 받음), kept 보관됨 (채널 없음: 보내지 않음), failed 실패' }),
  channel: z.enum(['EMAIL', 'SMS', 'LMS', 'ALIMTALK']).nullable(),
  to: z.string().meta({ description: '받는 주소 (일부 가림)' }),
  message: z.string(),
  readiness,
});
export type TestMessageResult = z.output<typeof testMessageResult>;
