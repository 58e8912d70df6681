import { Query } from '@nestjs/cqrs';
import type { QrChannel } from '../../domain/qr-channel.js';

/** 대기, 발송됨, 전달됨, 실패, 보관됨, 발송 불가. */
export const QR_MESSAGE_STATUSES = ['PENDING', 'SENT', 'DELIVERED', 'FAILED', 'KEPT', 'UNREACHABLE'] as const;
export type QrMessageStatusName = (typeof QR_MESSAGE_STATUSES)[number];

/** A QR message as the admins read it: its state, how it goes, and the text and link the attendee receives. */
export interface QrMessageDto {
  id: string;
  attendeeId: number;
  name: string;
  status: QrMessageStatusName;
  channel: QrChannel | null;
  /** What carried it once sent (ALIMTALK, SMS, LMS, EMAIL; 'smtp' or 'log' in messages of before). */
  transport: string | null;
  attempts: number;
  /** Why it failed or could not be sent, or a note on how it went (e.g. 알림톡 refused, sent by SMS). */
  lastError: string | null;
  /** The mobile number (010-1234-5678) or e-mail address it goes to; '' when there is none. */
  recipient: string;
  subject: string;
  body: string;
  /** The attendee's signed /qr-view link, for staff to forward. */
  link: string;
  /** Korean local times. */
  createdAt: string;
  /** When a pending message that failed (`attempts` so far, why in `lastError`) is tried next; else null. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
}

/**
 * The QR messages of an event, or of one of its attendees (404 for an attendee of another event), most recent
 * first (at most 200), optionally of one status.
 */
export class ListQrMessagesQuery extends Query<QrMessageDto[]> {
  constructor(
    readonly eventId: number,
    readonly attendeeId?: number,
    readonly status?: QrMessageStatusName,
  ) {
    super();
  }
}
