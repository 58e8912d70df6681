import type { Decider } from '../../event-store/decider.js';
import type { QrMessageEvent } from './qr-message.events.js';

export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_MS = 30_000;

export type QrMessageState = { status: 'PENDING' | 'SENT' | 'FAILED'; attempts: number };

export type QrMessageCommand =
  | {
      type: 'RecordDelivery';
      data: { sendId: string; attendeeId: number; eventId: number; transport: 'smtp' | 'log' };
    }
  | {
      type: 'RecordFailure';
      data: {
        sendId: string;
        attendeeId: number;
        eventId: number;
        error: string;
        permanent: boolean;
        now: Date;
      };
    };

/** Outcome of one delivery attempt; a message already settled records nothing (no double sends). */
export const qrMessageDecider: Decider<QrMessageCommand, QrMessageState, QrMessageEvent> = {
  initialState: { status: 'PENDING', attempts: 0 },
  decide(command, state) {
    if (state.status !== 'PENDING') return [];
    if (command.type === 'RecordDelivery') return [{ type: 'QrMessageSent', data: command.data }];
    const { now, permanent, ...rest } = command.data;
    const attempts = state.attempts + 1;
    const final = permanent || attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString();
    return [{ type: 'QrMessageFailed', data: { ...rest, final, nextAttemptAt } }];
  },
  evolve(state, event) {
    if (event.type === 'QrMessageSent') return { status: 'SENT', attempts: state.attempts + 1 };
    return { status: event.data.final ? 'FAILED' : 'PENDING', attempts: state.attempts + 1 };
  },
};
