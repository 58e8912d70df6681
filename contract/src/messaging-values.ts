/**
 * The values a QR message's status, channel and a bulk send's audience take (no zod here: the web may import
 * these at run time without bundling the schemas).
 */

/** 대기, 발송됨, 전달됨, 실패, 보관됨, 발송 불가. */
export const QR_MESSAGE_STATUSES = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'KEPT', 'UNREACHABLE'] as const;
export type QrMessageStatus = (typeof QR_MESSAGE_STATUSES)[number];

/** How a QR message goes out: by phone (알림톡, or SMS/LMS), by e-mail, or kept for staff to forward. */
export const QR_CHANNELS = ['ALIMTALK', 'SMS', 'EMAIL', 'KEPT'] as const;
export type QrChannel = (typeof QR_CHANNELS)[number];

/** Who a 'QR 일괄 발송' goes to: everyone, those never sent a QR, or the attendees a search finds. */
export const BULK_AUDIENCES = ['ALL', 'UNSENT', 'SEARCH'] as const;
export type BulkAudience = (typeof BULK_AUDIENCES)[number];

/** Who a '설문 발송' goes to: everyone of the survey's audience who entered (or checked in), or those of them who
 * have not answered yet. */
export const SURVEY_SEND_AUDIENCES = ['ENTERED', 'UNANSWERED'] as const;
export type SurveySendAudience = (typeof SURVEY_SEND_AUDIENCES)[number];

/** The set of a bulk send: a QR one's or a survey's. */
export type AnyBulkAudience = BulkAudience | SurveySendAudience;

/** The Korean word of each status, as screens, reports and Excel show it. */
export const QR_MESSAGE_STATUS_LABELS: Record<QrMessageStatus, string> = {
  PENDING: '대기',
  SENT: '발송됨',
  DELIVERED: '전달됨',
  FAILED: '실패',
  KEPT: '보관됨',
  UNREACHABLE: '발송 불가',
};

/** The Korean word of each channel. */
export const QR_CHANNEL_LABELS: Record<QrChannel, string> = {
  ALIMTALK: '알림톡',
  SMS: '문자',
  EMAIL: '이메일',
  KEPT: '보관',
};
