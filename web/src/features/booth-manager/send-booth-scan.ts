import { toApiError } from '../../lib/api/api-errors';
import { recordBoothVisit } from './api/record-booth-visit';
import { boothScanQueue, noteAccepted, noteRefused } from './booth-scan-queue';
import { isRetryableStatus } from './scan-queue';
import { failedOutcome, type ScanOutcome } from './scan-outcome';
import type { RecordedBoothVisit } from '@expo/contract/visits';
import type { BoothScan } from './types';

export type BoothScanResult =
  | { ok: true; visit: RecordedBoothVisit }
  /** kept: the scan waits in the offline queue; status 0 when the server could not be reached. */
  | { ok: false; outcome: ScanOutcome; status: number; kept: boolean };

/** Saves a scan for later; false when it cannot be kept (no usable id, storage unavailable). */
function queueScan(scan: BoothScan): boolean {
  if (!Number.isSafeInteger(scan.userId)) return false;
  try {
    boothScanQueue.add(scan);
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/booth-visits for one scan, as both /qr-scan modes do: the answer resets the resend back-off, a
 * refusal the server may change its mind about (no connection, 5xx, 401) keeps the scan in the queue.
 */
export async function sendBoothScan(scan: BoothScan): Promise<BoothScanResult> {
  try {
    const visit = await recordBoothVisit(scan);
    noteAccepted();
    return { ok: true, visit };
  } catch (caught) {
    const error = toApiError(caught);
    if (isRetryableStatus(error.status) || error.status === 401) noteRefused();
    else noteAccepted();
    const outcome = failedOutcome(error);
    const kept = outcome.queue && queueScan(scan);
    return { ok: false, outcome, status: error.status, kept };
  }
}
