import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { expireBoothSession, type BoothSession } from '../../../lib/session/booth';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { ScanCodeInput } from '../../../lib/qr-scan/scan-code-input';
import { readScannedAttendeeId } from '../../../lib/qr-scan/scanned-attendee-id';
import { useQrScanner } from '../../../lib/qr-scan/use-qr-scanner';
import { useScannerKeys } from '../../../lib/qr-scan/use-scanner-keys';
import { useScanQueue } from '../hooks/use-scan-queue';
import { registeredOutcome, type ScanOutcome } from '../scan-outcome';
import { sendBoothScan } from '../send-booth-scan';
import { boothManagerTexts } from '../texts';
import type { BoothScan } from '../types';

const READER_ID = 'qr-reader';
/** Spec §9: after a scan attempt the screen returns to the visitor list after 2 seconds. */
const REDIRECT_AFTER_SCAN_MS = 2_000;

/**
 * The spec's scan (§4, §9): the first badge read registers a visit, the outcome shows in the blue status line
 * (with the visitor's name and affiliation beneath a success) and the screen returns to /booth-visits2 after
 * 2 s. A barcode scanner or a typed attendee ID goes the same way as the camera.
 */
export function SingleBoothScan({ session }: { session: BoothSession }) {
  const navigate = useNavigate();
  const { boothId } = session;
  const [status, setStatus] = useState<string>(boothManagerTexts.cameraStarting);
  // the status line says a camera problem as an error (red, announced at once), every other line in blue
  const [cameraFailed, setCameraFailed] = useState(false);
  const say = (text: string, isCameraProblem = false) => {
    setStatus(text);
    setCameraFailed(isCameraProblem);
  };
  const [visitor, setVisitor] = useState<string | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const signedOut = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  useScannerKeys(inputRef);

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
    setStopped(true);
    done.current = true;
    expireBoothSession({ told: true });
    say(boothManagerTexts.sessionExpired);
    leaveSoon();
  };

  // signed out: the queue is left alone (not one more send with the refused token) until the next login
  useScanQueue(stopped ? null : boothId, { onSignedOut: signOut });

  const finish = (outcome: ScanOutcome, status: number | null, kept: boolean) => {
    if (status === 401) {
      setQueued(kept ? boothManagerTexts.scanQueuedForLogin : null);
      signOut();
      return;
    }
    setQueued(kept ? boothManagerTexts.scanQueued : null);
    say(outcome.message);
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
    const result = await sendBoothScan(scan);
    if (result.ok) {
      setVisitor(boothManagerTexts.visitorLine(result.visit.userName, result.visit.affiliation));
      finish(registeredOutcome, null, false);
    } else {
      finish(result.outcome, result.status, result.kept);
    }
  };

  const onDecoded = (text: string) => {
    if (done.current) return;
    const scanned = readScannedAttendeeId(text);
    if (!scanned.ok) {
      // not a badge (a URL, a lecture QR, letters, no valid id): nothing is sent; the camera keeps
      // scanning so the manager can hold the attendee's QR up instead
      setQueued(null);
      say(scanned.message);
      return;
    }
    done.current = true;
    setQueued(null);
    setVisitor(null);
    say(boothManagerTexts.scanSucceeded(String(scanned.id)));
    void register(scanned.id);
  };

  // (a camera problem reported after the sign-out does not hide why the screen stopped scanning)
  const onProblem = (message: string) => {
    if (!signedOut.current) say(message, true);
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
    <>
      <div id={READER_ID} className="qr-reader" data-testid="qr-reader" />
      <p
        key={cameraFailed ? 'camera-problem' : 'status'}
        className={cameraFailed ? 'scan-status scan-status-problem' : 'scan-status'}
        role={cameraFailed ? 'alert' : 'status'}
        data-testid="scan-status"
      >
        {status}
      </p>
      {visitor && (
        <p className="scan-visitor" data-testid="scan-visitor">
          {visitor}
        </p>
      )}
      {queued && (
        <p className="scan-queued" data-testid="scan-queued">
          {queued}
        </p>
      )}
      <ScanCodeInput inputRef={inputRef} onSubmit={onDecoded} />
      <Link to="/booth-visits2" className="btn btn-ghost btn-block scan-back">
        {boothManagerTexts.backToVisitors}
      </Link>
    </>
  );
}
