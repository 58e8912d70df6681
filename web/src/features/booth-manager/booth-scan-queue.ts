import { browserStorage } from '../../lib/offline/offline-queue';
import { recordBoothVisit } from './api/record-booth-visit';
import { ScanQueue } from './scan-queue';

/** The tab's one queue of scans waiting for the server, kept in localStorage ('pendingBoothVisits'). */
export const boothScanQueue = new ScanQueue({ storage: browserStorage, send: recordBoothVisit });

/**
 * The tab's resend back-off, shared by every screen that sends scans: refused rounds in a row, and when the
 * server last refused a request (ms since the epoch; null when it took the last one).
 */
export const resendState: { attempt: number; lastRefusedAt: number | null } = {
  attempt: 0,
  lastRefusedAt: null,
};

/** The server took a request: the back-off starts afresh. */
export function noteAccepted(): void {
  resendState.attempt = 0;
  resendState.lastRefusedAt = null;
}

/** The server refused a request or could not be reached. */
export function noteRefused(now = Date.now()): void {
  resendState.lastRefusedAt = now;
}
