import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { toApiError } from '../../../lib/api-errors';
import { getBoothSession } from '../../../lib/booth-session';
import { recordBoothVisit } from '../api/record-booth-visit';
import { boothScanQueue } from '../booth-scan-queue';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { useQrScanner } from '../../../lib/qr-scan/use-qr-scanner';
import { useScanQueue } from '../hooks/use-scan-queue';
import { failedOutcome, registeredOutcome, type ScanOutcome } from '../scan-outcome';
import { readScannedAttendeeId } from '../../../lib/qr-scan/scanned-attendee-id';
import { boothManagerTexts } from '../texts';
import type { BoothScan } from '../types';

const READER_ID = 'qr-reader';
/** Spec §9: after a scan attempt the screen returns to the visitor list after 2 seconds. */
const REDIRECT_AFTER_SCAN_MS = 2_000;

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

/** /qr-scan: the booth manager's camera scanner (spec §4); each badge read registers a visit. */
export function QrScanPage() {
  const navigate = useNavigate();
  const boothId = getBoothSession()?.boothId ?? 0;
  const [status, setStatus] = useState<string>(boothManagerTexts.cameraStarting);
  const [queued, setQueued] = useState(false);
  const done = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  useScanQueue(boothId);

  const finish = (outcome: ScanOutcome, scan: BoothScan) => {
    setQueued(outcome.queue && queueScan(scan));
    setStatus(outcome.message);
    if (!outcome.keepDone) done.current = false;
    // (a visit answered after the manager left the screen does not pull them back)
    if (!mounted.current) return;
    redirectTimer.current ??= window.setTimeout(() => {
      void stopScanner();
      void navigate('/booth-visits2');
    }, REDIRECT_AFTER_SCAN_MS);
  };

  const register = async (userId: number) => {
    const scan: BoothScan = {
      boothId,
      userId,
      clientEventId: newClientEventId(),
      scannedAt: new Date().toISOString(),
    };
    try {
      await recordBoothVisit(scan);
      finish(registeredOutcome, scan);
    } catch (error) {
      finish(failedOutcome(toApiError(error)), scan);
    }
  };

  const onDecoded = (text: string) => {
    if (done.current) return;
    const scanned = readScannedAttendeeId(text);
    if (!scanned.ok) {
      // not a badge (a URL, a lecture QR, letters, no valid id): nothing is sent; the camera keeps
      // scanning so the manager can hold the attendee's QR up instead
      setQueued(false);
      setStatus(scanned.message);
      return;
    }
    done.current = true;
    setQueued(false);
    setStatus(boothManagerTexts.scanSucceeded(String(scanned.id)));
    void register(scanned.id);
  };

  const stopScanner = useQrScanner(READER_ID, { onDecoded, onProblem: setStatus });

  useEffect(() => {
    mounted.current = true;
    // the list screen must open even when the server has gone away meanwhile
    import('./booth-visitors-page').catch(() => undefined);
    return () => {
      mounted.current = false;
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  return (
    <section className="booth-page scan-page">
      <h1 className="scan-title">{boothManagerTexts.scanTitle}</h1>
      <div id={READER_ID} className="qr-reader" data-testid="qr-reader" />
      <p className="scan-status" role="status" data-testid="scan-status">
        {status}
      </p>
      {queued && (
        <p className="scan-queued" data-testid="scan-queued">
          {boothManagerTexts.scanQueued}
        </p>
      )}
      <Link to="/booth-visits2" className="btn btn-ghost btn-block scan-back">
        {boothManagerTexts.backToVisitors}
      </Link>
    </section>
  );
}
