/** Sends failing in a row, for the channel's fault, after which a channel is shown as failing. */
export const FAILURES_IN_A_ROW = 3;

/** The two ways a QR message goes: by phone (SOLAPI: 알림톡, SMS/LMS) and by e-mail (SMTP). */
export type HealthChannel = 'phone' | 'email';

/** One try at sending, newest first: gone out, failed for the channel's fault, or for this message's. */
export interface SendOutcome {
  channel: HealthChannel;
  outcome: 'sent' | 'channel-fault' | 'message-fault';
  /** When it was recorded. */
  at: Date;
  error: string | null;
}

export interface ChannelHealth {
  /** The newest sends all failed for the channel's fault, at least FAILURES_IN_A_ROW of them. */
  failing: boolean;
  /** The channel's newest sends that failed in a row (a send that went out, or was refused alone, ends it). */
  failuresInARow: number;
  /** The newest of those failures (when failing). */
  lastFailureAt: Date | null;
  lastError: string | null;
}

/**
 * How each channel is doing by its newest tries (newest first): failing once FAILURES_IN_A_ROW tries in a row
 * failed for the channel's fault (the provider unreachable, the account refused), well again as soon as one
 * goes out. A refusal of one message (a number or an address) shows the channel answers: it ends the run.
 */
export function channelHealth(outcomes: readonly SendOutcome[]): Record<HealthChannel, ChannelHealth> {
  const of = (channel: HealthChannel): ChannelHealth => {
    const mine = outcomes.filter((o) => o.channel === channel);
    const end = mine.findIndex((o) => o.outcome !== 'channel-fault');
    const run = end === -1 ? mine : mine.slice(0, end);
    const failing = run.length >= FAILURES_IN_A_ROW;
    return {
      failing,
      failuresInARow: run.length,
      lastFailureAt: failing ? run[0].at : null,
      lastError: failing ? run[0].error : null,
    };
  };
  return { phone: of('phone'), email: of('email') };
}
