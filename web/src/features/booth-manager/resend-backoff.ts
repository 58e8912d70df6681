/**
 * When a booth phone tries its queued scans again while the server refuses them: exponential back-off with
 * jitter, capped, and never sooner than a second after the last refused request. Pure (the random number is
 * given), so it runs in unit tests.
 */

/** The first wait after a refused send. */
export const BACKOFF_BASE_MS = 1_000;
/** The longest wait between two tries. */
export const BACKOFF_CAP_MS = 30_000;
/** ±20 % of the wait, so that phones refused together do not come back together. */
export const BACKOFF_JITTER = 0.2;
/** A phone never sends more than one request a second while the server refuses. */
export const MIN_GAP_MS = 1_000;

/**
 * The wait before try `attempt + 1` after `attempt` refused sends in a row (attempt ≥ 1): 1 s, 2 s, 4 s … up
 * to 30 s, each ±20 % (`random` in [0, 1)), never under a second.
 */
export function backoffDelayMs(attempt: number, random: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const jitter = 1 + BACKOFF_JITTER * (2 * Math.min(Math.max(random, 0), 1) - 1);
  return Math.max(MIN_GAP_MS, Math.round(base * jitter));
}

/**
 * How long a try asked for now (the `online` event, a new login, a new scan) still has to wait: nothing, unless
 * the last request was refused less than a second ago.
 */
export function waitBeforeTryMs(now: number, lastRefusedAt: number | null): number {
  if (lastRefusedAt === null) return 0;
  return Math.max(0, MIN_GAP_MS - (now - lastRefusedAt));
}

/** What the phone does after a round of sends. */
export type AfterFlush =
  /** Nothing waits (or the server took everything): the back-off starts afresh. */
  | { kind: 'idle' }
  /** The booth token was refused: no more sends until the manager logs in again. */
  | { kind: 'signed-out' }
  /** The server could not take it now: try again after `delayMs`. */
  | { kind: 'retry'; delayMs: number; attempt: number };

/**
 * The decision after a flush: `status` is the HTTP status that interrupted it (null when it ran to the end),
 * `attempt` the refused rounds before this one.
 */
export function afterFlush(status: number | null, attempt: number, random: number): AfterFlush {
  if (status === null) return { kind: 'idle' };
  if (status === 401) return { kind: 'signed-out' };
  const next = attempt + 1;
  return { kind: 'retry', delayMs: backoffDelayMs(next, random), attempt: next };
}
