import type { ScanFeedback } from '../../lib/qr-scan/scan-feedback';
import type { BoothScanResult } from './send-booth-scan';
import { boothManagerTexts } from './texts';

/**
 * The continuous scanner's banner for one booth scan: the visitor's name and affiliation when recorded, amber
 * for a visitor already recorded (with the name when this phone knows it), blue for a scan kept on the phone,
 * red with the reason otherwise.
 */
export function boothScanFeedback(
  result: BoothScanResult,
  attendeeId: number,
  knownName?: string,
): ScanFeedback {
  if (result.ok) {
    const { userName, affiliation } = result.visit;
    return { kind: 'success', title: userName, detail: affiliation || undefined, attendeeId };
  }
  const { outcome, status, kept } = result;
  if (status === 401) {
    return kept
      ? {
          kind: 'queued',
          title: boothManagerTexts.sessionExpired,
          detail: boothManagerTexts.scanQueuedForLogin,
          attendeeId,
        }
      : { kind: 'failure', title: boothManagerTexts.sessionExpired, attendeeId };
  }
  if (outcome.keepDone) {
    return { kind: 'duplicate', title: boothManagerTexts.visitDuplicate, detail: knownName, attendeeId };
  }
  if (kept)
    return { kind: 'queued', title: boothManagerTexts.scanQueued, detail: outcome.message, attendeeId };
  return { kind: 'failure', title: outcome.message, attendeeId };
}
