import { isRetryableStatus } from './scan-queue';
import { boothManagerTexts } from './texts';

export interface ScanOutcome {
  /** The status line under the camera. */
  message: string;
  /** The done flag stays set (success, duplicate): this badge is not scanned again. */
  keepDone: boolean;
  /** The scan goes into the offline queue to be resent later. */
  queue: boolean;
}

/** A visit the server recorded. */
export const registeredOutcome: ScanOutcome = {
  message: boothManagerTexts.visitRegistered,
  keepDone: true,
  queue: false,
};

/** The spec's outcomes of a failed POST /api/booth-visits, plus whether the scan waits in the queue. */
export function failedOutcome(error: { status: number; message: string }): ScanOutcome {
  if (error.message.includes('중복')) {
    return { message: boothManagerTexts.visitDuplicate, keepDone: true, queue: false };
  }
  // an expired booth session (401) keeps the scan too: it is sent once the manager has logged in again
  if (error.status === 401)
    return { message: boothManagerTexts.sessionExpired, keepDone: false, queue: true };
  const queue = isRetryableStatus(error.status);
  if (error.status === 0) return { message: boothManagerTexts.networkError, keepDone: false, queue };
  return { message: boothManagerTexts.visitFailed(error.message), keepDone: false, queue };
}
