import type { FlushReport } from '../../lib/offline/offline-queue';
import { noteAccepted, noteRefused, resendState } from './booth-scan-queue';
import { afterFlush, waitBeforeTryMs } from './resend-backoff';

export interface QueueSenderOptions {
  /** Sends what waits (one round); the queue reports what happened. */
  flush: () => Promise<FlushReport>;
  isFlushing: () => boolean;
  /** A round delivered something. */
  onDelivered?: () => void;
  /** The server refused the booth token (401): nothing more is sent until the manager logs in again. */
  onSignedOut: () => void;
  /** Send nothing while the browser knows it is offline: wait for the `online` event instead. */
  waitWhileOffline?: boolean;
}

export interface QueueSender {
  /** Try now, unless a try is scheduled (back-off) or running, or the sends stopped. */
  kick: () => void;
  stop: () => void;
}

/**
 * Keeps a booth phone's queue flowing (its scans, its lead edits): a round at once and on the `online` event,
 * unless a request was refused less than a second ago; while the server cannot take them, tries again with the
 * tab's one back-off (exponential with jitter, resend-backoff.ts, shared by every queue of the tab); a 401 stops
 * the sends.
 */
export function startQueueSender(options: QueueSenderOptions): QueueSender {
  let timer: number | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(flush, delayMs);
  };

  const settle = (report: FlushReport) => {
    if (report.delivered > 0) {
      noteAccepted();
      options.onDelivered?.();
    }
    const status = report.interrupted ? (report.error?.status ?? 0) : null;
    if (status === null && report.delivered === 0 && report.rejected > 0) noteAccepted();
    if (status !== null) noteRefused();
    const next = afterFlush(status, resendState.attempt, Math.random());
    if (stopped) return;
    if (next.kind === 'idle') resendState.attempt = 0;
    else if (next.kind === 'signed-out') {
      stop();
      options.onSignedOut();
    } else {
      resendState.attempt = next.attempt;
      schedule(next.delayMs);
    }
  };

  function flush() {
    if (stopped) return;
    window.clearTimeout(timer);
    timer = undefined;
    if (options.waitWhileOffline && !navigator.onLine) return;
    const wait = waitBeforeTryMs(Date.now(), resendState.lastRefusedAt);
    if (wait > 0) {
      schedule(wait);
      return;
    }
    options.flush().then(settle, (error: unknown) => {
      console.warn(error); // storage unavailable: what waits stays where it is
    });
  }

  function stop() {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', flush);
  }

  window.addEventListener('online', flush);
  flush();
  return {
    kick() {
      if (!stopped && timer === undefined && !options.isFlushing()) flush();
    },
    stop,
  };
}
