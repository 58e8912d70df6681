import type { QrSendRequested } from '../../attendees/domain/attendee.events.js';
import type { BulkSendPlan, ChannelCounts } from '@expo/contract/messaging';
import type { AnyBulkAudience, QrChannel } from '@expo/contract/messaging-values';
import { chooseQrChannel, type ConfiguredChannels } from '../../attendees/domain/qr-channel.js';

/** An attendee of the chosen set, as the read model holds them, with the version of their stream. */
export interface BulkCandidate {
  attendeeId: number;
  name: string;
  phoneNumber: string;
  email: string;
  paymentStatus2: string;
  /** A message of theirs is queued, sent or delivered (their QR; for a survey send, that survey's link). */
  alreadySent: boolean;
  version: number;
}

export interface PlannedSend {
  attendeeId: number;
  version: number;
  channel: QrChannel;
}

export interface BulkSendOptions {
  configured: ConfiguredChannels;
  emailFirst: boolean;
  /** Send again to attendees whose QR is queued, sent or delivered. */
  resend: boolean;
  /** Whether an attendee's text message is long enough to go as LMS. */
  isLong: (candidate: BulkCandidate) => boolean;
  /**
   * Leave out the unpaid (결제유무 N): their entry QR waits for the payment. A survey's link goes to whoever is
   * in its audience (they entered or sat in the lecture), paid or not.
   */
  skipUnpaid?: boolean;
}

/**
 * Which attendees of the set get a message and by which channel (pure): never one whose QR is already queued,
 * sent or delivered unless the admin asks for a resend, never an unpaid one (결제유무 N) unless told otherwise,
 * never one with no contact; one no configured channel reaches is kept for staff to forward.
 */
export function planBulkSend(
  candidates: readonly BulkCandidate[],
  options: BulkSendOptions,
): { plan: BulkSendPlan; sends: PlannedSend[] } {
  const byChannel: ChannelCounts = { ALIMTALK: 0, SMS: 0, LMS: 0, EMAIL: 0, KEPT: 0 };
  const skipped = { alreadySent: 0, unpaid: 0, unreachable: 0 };
  const sends: PlannedSend[] = [];
  for (const candidate of candidates) {
    if (candidate.alreadySent && !options.resend) {
      skipped.alreadySent++;
      continue;
    }
    if (candidate.paymentStatus2 === 'N' && options.skipUnpaid !== false) {
      skipped.unpaid++;
      continue;
    }
    const choice = chooseQrChannel(candidate, options.configured, options.emailFirst);
    if ('unreachable' in choice) {
      skipped.unreachable++;
      continue;
    }
    const { channel } = choice;
    if (channel === 'SMS') byChannel[options.isLong(candidate) ? 'LMS' : 'SMS']++;
    else byChannel[channel]++;
    sends.push({ attendeeId: candidate.attendeeId, version: candidate.version, channel });
  }
  return { plan: { matched: candidates.length, total: sends.length, byChannel, skipped }, sends };
}

/**
 * A bulk send was started: what was asked and what was planned (the messages are its QrSendRequested). A
 * '설문 발송' names its survey (`surveyId`, absent for the QR) and its audience is ENTERED or UNANSWERED.
 */
export type QrBulkSendStarted = {
  type: 'QrBulkSendStarted';
  data: BulkSendPlan & {
    bulkSendId: string;
    eventId: number;
    audience: AnyBulkAudience;
    surveyId?: number;
    /** The search word of a SEARCH (often a name): sealed in the log, destroyed with the event's data. */
    search: { keyword: string } | null;
    resend: boolean;
  };
};

export const qrBulkSendStreamId = (bulkSendId: string) => `qr-bulk-send-${bulkSendId}`;

/** The requests of a planned bulk send, one per attendee, each with its own send id. */
export function bulkSendRequests(
  started: QrBulkSendStarted['data'],
  sends: readonly PlannedSend[],
  sendId: () => string,
): { attendeeId: number; version: number; event: QrSendRequested }[] {
  const { eventId, bulkSendId, surveyId } = started;
  return sends.map(({ attendeeId, version, channel }) => ({
    attendeeId,
    version,
    event: {
      type: 'QrSendRequested',
      data: {
        attendeeId,
        eventId,
        sendId: sendId(),
        channel,
        bulkSendId,
        ...(surveyId === undefined ? {} : { surveyId }),
      },
    },
  }));
}
