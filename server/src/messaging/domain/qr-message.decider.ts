import type { Decider } from '../../kernel/decider.js';
import { MessageErrors } from './message.errors.js';
import type { QrMessageEvent, QrTransport } from './qr-message.events.js';

/** Attempts of one round (a retry by an admin starts a new one) before a message is given up. */
export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_MS = 30_000;

export type QrMessageStatus = 'PENDING' | 'SENT' | 'DELIVERED' | 'FAILED' | 'UNREACHABLE';
export type QrMessageState = { status: QrMessageStatus; attempts: number };

type MessageIds = { sendId: string; attendeeId: number; eventId: number };

export type QrMessageCommand =
  | {
      type: 'RecordDelivery';
      data: MessageIds & { transport: QrTransport; providerMessageId?: string; note?: string };
    }
  | {
      type: 'RecordFailure';
      /** `channelFault`: the channel failed (unreachable, refusing the account), not this message. */
      data: MessageIds & { error: string; permanent: boolean; channelFault?: boolean; now: Date };
    }
  | { type: 'RecordUndeliverable'; data: MessageIds & { reason: string } }
  | { type: 'RecordDelivered'; data: MessageIds }
  /** The provider reported a sent message as not delivered (a number out of service, say). */
  | { type: 'RecordUndelivered'; data: MessageIds & { reason: string; now: Date } }
  | { type: 'Retry'; data: MessageIds };

/**
 * What becomes of a QR message. Outcomes of sending are recorded only for a pending message (never twice);
 * a delivery report (delivered, or not) only for a sent one; an admin's retry only for a failed one.
 */
export const qrMessageDecider: Decider<QrMessageCommand, QrMessageState, QrMessageEvent> = {
  initialState: { status: 'PENDING', attempts: 0 },
  decide(command, state) {
    switch (command.type) {
      case 'Retry':
        if (state.status !== 'FAILED') throw MessageErrors.notRetryable();
        return [{ type: 'QrMessageRetried', data: command.data }];
      case 'RecordDelivered':
        return state.status === 'SENT' ? [{ type: 'QrMessageDelivered', data: command.data }] : [];
      case 'RecordUndelivered': {
        if (state.status !== 'SENT') return [];
        const { reason, now, ...ids } = command.data;
        return [
          {
            type: 'QrMessageFailed',
            data: {
              ...ids,
              error: reason,
              final: true,
              nextAttemptAt: now.toISOString(),
              channelFault: false,
            },
          },
        ];
      }
      default:
        if (state.status !== 'PENDING') return [];
    }
    if (command.type === 'RecordDelivery') return [{ type: 'QrMessageSent', data: command.data }];
    if (command.type === 'RecordUndeliverable')
      return [{ type: 'QrMessageUndeliverable', data: command.data }];
    const { now, permanent, ...rest } = command.data;
    const attempts = state.attempts + 1;
    const final = permanent || attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString();
    return [{ type: 'QrMessageFailed', data: { ...rest, final, nextAttemptAt } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'QrMessageSent':
        return { status: 'SENT', attempts: state.attempts + 1 };
      case 'QrMessageFailed':
        return { status: event.data.final ? 'FAILED' : 'PENDING', attempts: state.attempts + 1 };
      case 'QrMessageUndeliverable':
        return { ...state, status: 'UNREACHABLE' };
      case 'QrMessageDelivered':
        return { ...state, status: 'DELIVERED' };
      case 'QrMessageRetried':
        return { status: 'PENDING', attempts: 0 };
    }
  },
};
