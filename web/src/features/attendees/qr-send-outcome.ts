import { isApiError } from '../../lib/api/api-client';
import type { AttendeeQrMessage } from './api/get-attendee-messages';
import type { QrSendReceipt } from '@expo/contract/messaging';
import type { QrChannel } from '@expo/contract/messaging-values';
import { attendeeTexts } from './texts';

/** What became of a 'QR 발송': the alert the admin is shown says exactly this. */
export type QrSendOutcome =
  /** No channel is configured: the message is kept on /messages for staff to forward. */
  | { kind: 'kept' }
  /** The channel took it (SENT) or reported it delivered (DELIVERED). */
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string | null }
  /** Requested, but not settled within the wait. */
  | { kind: 'pending'; channel: QrChannel }
  /** The attendee has no usable phone or e-mail: nothing was queued (the server's message). */
  | { kind: 'unreachable'; message: string }
  /** The request itself was refused or never answered. */
  | { kind: 'error'; message: string | null };

/** The outcome the send answer already settles (KEPT), or undefined while the message is on its way. */
export function outcomeOfReceipt(receipt: QrSendReceipt): QrSendOutcome | undefined {
  return receipt.status === 'KEPT' || receipt.channel === 'KEPT' ? { kind: 'kept' } : undefined;
}

/** The outcome a message row shows, or undefined while it is still waiting (PENDING). */
export function outcomeOfMessage(message: AttendeeQrMessage): QrSendOutcome | undefined {
  switch (message.status) {
    case 'SENT':
    case 'DELIVERED':
      return { kind: 'sent' };
    case 'FAILED':
    case 'UNREACHABLE':
      return { kind: 'failed', reason: message.lastError };
    case 'KEPT':
      return { kind: 'kept' };
    default:
      return undefined;
  }
}

/** A refused send: 422 (no reachable contact) shows the server's reason alone, anything else as a failure. */
export function outcomeOfError(error: unknown): QrSendOutcome {
  if (!isApiError(error)) return { kind: 'error', message: null };
  if (error.status === 422 || error.code === 'MESSAGE.UNREACHABLE') {
    return { kind: 'unreachable', message: error.message };
  }
  return { kind: 'error', message: error.message || null };
}

const withReason = (title: string, reason: string | null) =>
  reason && reason.trim() !== '' ? `${title}\n${reason}` : title;

/** The alert text of an outcome. */
export function qrSendAlert(outcome: QrSendOutcome): string {
  switch (outcome.kind) {
    case 'kept':
      return attendeeTexts.qrKept;
    case 'sent':
      return attendeeTexts.qrSent;
    case 'failed':
      return withReason(attendeeTexts.qrSendFailed, outcome.reason);
    case 'pending':
      return attendeeTexts.qrSendPending(attendeeTexts.qrChannels[outcome.channel]);
    case 'unreachable':
      return outcome.message;
    case 'error':
      return withReason(attendeeTexts.qrSendFailed, outcome.message);
  }
}
