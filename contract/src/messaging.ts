import { z } from 'zod';
import {
  eventIdField,
  hasUnstorableCharacters,
  MAX_KEYWORD_LENGTH,
  oneOf,
  refuse,
  requestBody,
  requestQuery,
} from './fields.js';
import {
  BULK_AUDIENCES,
  QR_CHANNELS,
  QR_MESSAGE_STATUSES,
  SURVEY_SEND_AUDIENCES,
  type BulkAudience,
} from './messaging-values.js';

export { koreanMobile, type KoreanMobile, type MobileProblem } from './messaging/korean-mobile.js';

const yesNo = (label: string) =>
  z
    .boolean({ error: `${label}는 true 또는 false여야 합니다.` })
    .optional()
    .default(false);

/** What the admin asked for: the set, its search word (SEARCH), and whether to send again. */
export interface BulkSendRequest {
  audience: BulkAudience;
  keyword: string | null;
  resend: boolean;
}

/** A bulk send's set: everyone, those never sent a QR, or a search (with its word, as the list's search). */
export const bulkSendBody = requestBody({
  audience: oneOf('발송 대상', BULK_AUDIENCES),
  keyword: z
    .union([z.string(), z.null()], { error: '검색어가 올바르지 않습니다.' })
    .optional()
    .meta({ description: '검색어 (대상이 SEARCH일 때; 이름·소속·전화번호)' }),
  resend: yesNo('다시 보내기'),
  eventId: eventIdField,
}).transform(({ audience, keyword, resend, eventId }, ctx): BulkSendRequest & { eventId?: number } => {
  if (audience !== 'SEARCH') return { audience, keyword: null, resend, eventId };
  const word = [...(keyword ?? '').trim()].slice(0, MAX_KEYWORD_LENGTH).join('');
  if (!word) return refuse(ctx, '검색어를 입력해주세요.');
  if (hasUnstorableCharacters(word)) return refuse(ctx, '검색어에 사용할 수 없는 문자가 있습니다.');
  return { audience, keyword: word, resend, eventId };
});
export type BulkSendInput = z.output<typeof bulkSendBody>;
/** The body of a preview and of a start, as the page sends it. */
export type BulkSendForm = z.input<typeof bulkSendBody>;

/** A '설문 발송': those of the survey's audience who entered, or those of them who have not answered yet. */
export const surveySendBody = requestBody({
  audience: oneOf('발송 대상', SURVEY_SEND_AUDIENCES),
  resend: yesNo('다시 보내기'),
  eventId: eventIdField,
});
export type SurveySendInput = z.output<typeof surveySendBody>;
/** The body of a survey send's preview and start, as the page sends it. */
export type SurveySendForm = z.input<typeof surveySendBody>;

/** The survey a message invites to (null: the attendee's QR). */
const messageSurvey = z
  .object({ id: z.int(), title: z.string().meta({ description: '설문 제목 (삭제된 설문은 빈 값)' }) })
  .nullable();

/** An event's message settings. */
export const messageSettingsBody = requestBody({
  autoSendOnRegister: z
    .boolean({ error: '등록 시 자동 발송은 true 또는 false여야 합니다.' })
    .meta({ description: '새 참석자에게 QR 자동 발송' }),
  emailFirst: z
    .boolean({ error: '이메일 우선은 true 또는 false여야 합니다.' })
    .meta({ description: '전화번호와 이메일이 모두 있으면 이메일로 발송' }),
  eventId: eventIdField,
});
export type MessageSettingsInput = z.output<typeof messageSettingsBody>;
export type MessageSettingsForm = z.input<typeof messageSettingsBody>;

/** A message of `/api/messages/{id}/retry`: its send id (a UUID, or the id a client gave its request). */
export const messageIdParam = z
  .string()
  .meta({ description: '발송 ID', pattern: '^[A-Za-z0-9_.:-]{1,100}$' })
  .transform((raw, ctx): string =>
    /^[A-Za-z0-9_.:-]{1,100}$/.test(raw) ? raw : refuse(ctx, '발송 ID가 올바르지 않습니다.', 'VALIDATION.ID'),
  );

/** `/api/messages?status=`: one status, or all (ALL or none). */
export const listMessagesQuery = requestQuery({
  eventId: eventIdField,
  status: oneOf('상태', [...QR_MESSAGE_STATUSES, 'ALL'], 'ALL'),
});
export type ListMessagesParams = z.output<typeof listMessagesQuery>;

const qrMessageStatus = z.enum(QR_MESSAGE_STATUSES);
const qrChannel = z.enum(QR_CHANNELS);

/** The channels this server can send by (from its configuration). */
export const configuredChannels = z.object({ alimtalk: z.boolean(), sms: z.boolean(), email: z.boolean() });

/** How an event sends its attendees their QR, with the channels this server has (read-only). */
export const messageSettings = z.object({
  autoSendOnRegister: z.boolean().meta({
    description: '새 참석자 (관리자 등록, 엑셀, 현장 등록)에게 연락이 닿으면 QR 자동 발송',
  }),
  emailFirst: z.boolean().meta({ description: '휴대폰 번호와 이메일이 모두 있으면 이메일로 발송' }),
  channels: configuredChannels,
});
export type MessageSettings = z.output<typeof messageSettings>;

/** A QR message as the admins read it: its state, how it goes, and the text and link the attendee receives. */
export const qrMessage = z.object({
  id: z.string(),
  attendeeId: z.int(),
  name: z.string().meta({ description: '참석자 이름' }),
  status: qrMessageStatus,
  channel: qrChannel.nullable(),
  transport: z
    .string()
    .nullable()
    .meta({ description: '발송 수단 (ALIMTALK, SMS, LMS, EMAIL; 예전 메시지는 smtp, log)' }),
  attempts: z.int(),
  lastError: z.string().nullable().meta({ description: '실패하거나 보낼 수 없는 이유, 또는 발송 메모' }),
  recipient: z.string().meta({ description: '받는 휴대폰 번호 (010-1234-5678) 또는 이메일; 없으면 빈 값' }),
  subject: z.string(),
  body: z.string(),
  link: z.string().meta({ description: '참석자의 서명된 /qr-view 주소, 설문 안내는 서명된 응답 화면 주소' }),
  survey: messageSurvey.meta({ description: '설문 안내 메시지면 그 설문 (QR 메시지는 null)' }),
  createdAt: z.string().meta({ description: '한국 시각' }),
  nextAttemptAt: z.string().nullable().meta({ description: '실패한 대기 메시지의 다음 시도 시각' }),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type QrMessage = z.output<typeof qrMessage>;
export const qrMessageList = z.array(qrMessage);

/** How many messages go by which channel (SMS and LMS apart: an LMS costs more). */
const channelCounts = z.object({
  ALIMTALK: z.int(),
  SMS: z.int(),
  LMS: z.int(),
  EMAIL: z.int(),
  KEPT: z.int(),
});
export type ChannelCounts = z.output<typeof channelCounts>;

/** What a bulk send would do (the preview) or did plan: how many by which channel, who is left out. */
export const bulkSendPlan = z.object({
  matched: z.int().meta({ description: '선택한 대상의 참석자 수' }),
  total: z.int().meta({ description: '발송함에 넣을 메시지 수 (보관 포함)' }),
  byChannel: channelCounts,
  skipped: z.object({ alreadySent: z.int(), unpaid: z.int(), unreachable: z.int() }),
});
export type BulkSendPlan = z.output<typeof bulkSendPlan>;

/** A 'QR 일괄 발송' as the admins follow it: what was planned and where its messages are now. */
export const bulkSend = bulkSendPlan.extend({
  id: z.string(),
  audience: z.enum([...BULK_AUDIENCES, ...SURVEY_SEND_AUDIENCES]),
  survey: messageSurvey.meta({ description: "'설문 발송'이면 그 설문 (QR 일괄 발송은 null)" }),
  keyword: z.string().nullable(),
  resend: z.boolean(),
  startedAt: z.string().meta({ description: '한국 시각' }),
  progress: z.object({
    PENDING: z.int(),
    SENT: z.int(),
    DELIVERED: z.int(),
    FAILED: z.int(),
    KEPT: z.int(),
    UNREACHABLE: z.int(),
  }),
  done: z.boolean().meta({ description: '더 보낼 메시지가 없음' }),
});
export type BulkSend = z.output<typeof bulkSend>;

export const bulkSendList = z.object({ items: z.array(bulkSend) });

/** The live `messages` push to an event's admins: the same list as GET /api/messages/bulk-sends. */
export const messagesPush = z.object({ bulkSends: z.array(bulkSend) });
export type MessagesPush = z.output<typeof messagesPush>;

/** How one channel is doing, as the admins read it. */
const channelHealth = z.object({
  failing: z.boolean().meta({ description: '최근 발송이 채널 문제로 연속 실패' }),
  failuresInARow: z.int(),
  lastFailureAt: z.string().nullable().meta({ description: '가장 최근 실패 (한국 시각)' }),
  lastError: z.string().nullable().meta({ description: '그 이유 (한국어)' }),
});
export type ChannelHealth = z.output<typeof channelHealth>;

export const channelsHealth = z.object({ phone: channelHealth, email: channelHealth });
export type ChannelsHealth = z.output<typeof channelsHealth>;

/** A failed message queued again. */
export const retriedMessage = z.object({ sendId: z.string(), status: z.literal('PENDING') });
export type RetriedMessage = z.output<typeof retriedMessage>;

/** What a QR send request became: queued for its channel, or kept (no channel configured reaches the attendee). */
export const qrSendReceipt = z.object({
  sendId: z.string(),
  status: z.enum(['PENDING', 'KEPT']),
  channel: qrChannel,
});
export type QrSendReceipt = z.output<typeof qrSendReceipt>;
