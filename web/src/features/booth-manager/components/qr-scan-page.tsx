import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

import { toApiError } from '../../../lib/api-errors';
import { type BoothSession, expireBoothSession, getBoothSession } from '../../../lib/booth-session';
import { recordBoothVisit } from '../api/record-booth-visit';
import { boothScanQueue, noteAccepted, noteRefused } from '../booth-scan-queue';
import { isRetryableStatus } from '../scan-queue';
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

/** /qr-scan: without a booth session (no booth or no token stored), the login screen; a scan needs a booth. */
export function QrScanPage() {
  const [session] = useState(getBoothSession);
  if (!session?.token) return <Navigate to="/booth-login" replace />;
  return <QrScanner session={session} />;
}

/** The booth manager's camera scanner (spec §4); each badge read registers a visit. */
function QrScanner({ session }: { session: BoothSession }) {
  const navigate = useNavigate();
  const { boothId } = session;
  const [status, setStatus] = useState<string>(boothManagerTexts.cameraStarting);
  const [queued, setQueued] = useState<string | null>(null);
  const done = useRef(false);
  const signedOut = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const leaveSoon = () => {
    // (a visit answered after the manager left the screen does not pull them back)
    if (!mounted.current) return;
    redirectTimer.current ??= window.setTimeout(() => {
      void stopScanner();
      void navigate('/booth-visits2');
    }, REDIRECT_AFTER_SCAN_MS);
  };

  // the booth token was refused: said here once; no more scans until the manager logs in again, after which the
  // kept scans go out (the visitor list then sends the manager to /booth-login, as it does without a booth)
  const signOut = () => {
    if (signedOut.current) return;
    signedOut.current = true;
    done.current = true;
    expireBoothSession({ told: true });
    setStatus(boothManagerTexts.sessionExpired);
    leaveSoon();
  };

  useScanQueue(boothId, { onSignedOut: signOut });

  const finish = (outcome: ScanOutcome, scan: BoothScan, status: number | null) => {
    const kept = outcome.queue && queueScan(scan);
    if (status === 401) {
      setQueued(kept ? boothManagerTexts.scanQueuedForLogin : null);
      signOut();
      return;
    }
    setQueued(kept ? boothManagerTexts.scanQueued : null);
    setStatus(outcome.message);
    if (!outcome.keepDone) done.current = false;
    leaveSoon();
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
      noteAccepted();
      finish(registeredOutcome, scan, null);
    } catch (caught) {
      const error = toApiError(caught);
      if (isRetryableStatus(error.status) || error.status === 401) noteRefused();
      else noteAccepted();
      finish(failedOutcome(error), scan, error.status);
    }
  };

  const onDecoded = (text: string) => {
    if (done.current) return;
    const scanned = readScannedAttendeeId(text);
    if (!scanned.ok) {
      // not a badge (a URL, a lecture QR, letters, no valid id): nothing is sent; the camera keeps
      // scanning so the manager can hold the attendee's QR up instead
      setQueued(null);
      setStatus(scanned.message);
      return;
    }
    done.current = true;
    setQueued(null);
    setStatus(boothManagerTexts.scanSucceeded(String(scanned.id)));
    void register(scanned.id);
  };

  // (a camera problem reported after the sign-out does not hide why the screen stopped scanning)
  const onProblem = (message: string) => {
    if (!signedOut.current) setStatus(message);
  };
  const stopScanner = useQrScanner(READER_ID, { onDecoded, onProblem });

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
          {queued}
        </p>
      )}
      <Link to="/booth-visits2" className="btn btn-ghost btn-block scan-back">
        {boothManagerTexts.backToVisitors}
      </Link>
    </section>
  );
}
