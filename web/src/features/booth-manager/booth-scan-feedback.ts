import type { ScanFeedback } from '../../lib/qr-scan/scan-feedback';
import type { BoothScanResult } from './send-booth-scan';
import { boothManagerTexts } from './texts';

/** A visitor this phone knows (recorded by it, or in its visitor list). */
export interface KnownVisitor {
  userName: string;
  affiliation: string;
}

/** Name and affiliation on one line ('김민수 · 한빛전자'), as far as known. */
const visitorLine = (known: KnownVisitor | undefined): string | undefined =>
  known && ([known.userName, known.affiliation].filter(Boolean).join(' · ') || undefined);

/**
 * The continuous scanner's banner for one booth scan: the visitor's name and affiliation when recorded, amber
 * for a visitor already recorded (with the name and affiliation when this phone knows them), blue for a scan
 * kept on the phone, red with the reason otherwise.
 */
export function boothScanFeedback(
  result: BoothScanResult,
  attendeeId: number,
  known?: KnownVisitor,
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
    return {
      kind: 'duplicate',
      title: boothManagerTexts.visitDuplicate,
      detail: visitorLine(known),
      attendeeId,
    };
  }
  if (kept)
    return { kind: 'queued', title: boothManagerTexts.scanQueued, detail: outcome.message, attendeeId };
  return { kind: 'failure', title: outcome.message, attendeeId };
}
