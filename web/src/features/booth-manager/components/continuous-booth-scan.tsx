import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { expireBoothSession, type BoothSession } from '../../../lib/session/booth';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { ContinuousScanner } from '../../../lib/qr-scan/continuous-scanner';
import type { RecentScan } from '../../../lib/qr-scan/recent-scans';
import type { ScanFeedback } from '../../../lib/qr-scan/scan-feedback';
import { boothScanFeedback, type KnownVisitor } from '../booth-scan-feedback';
import { useScanQueue } from '../hooks/use-scan-queue';
import { sendBoothScan } from '../send-booth-scan';
import { boothManagerTexts } from '../texts';
import { visitorCache } from '../visitor-cache';
import { LeadEditor } from './lead-editor';

const READER_ID = 'qr-reader';
/** After the booth login expired, the screen leaves for the login as the single scan does (2 s). */
const LEAVE_AFTER_SIGN_OUT_MS = 2_000;

/** A visitor of this booth (recorded now or before) is rated right from the list, on their newest row. */
function isVisitorRow(scan: RecentScan, latestOfAttendee: boolean): boolean {
  return latestOfAttendee && (scan.feedback?.kind === 'success' || scan.feedback?.kind === 'duplicate');
}

/**
 * 연속 스캔 on /qr-scan: the camera keeps running and every badge records a visit the way the single scan
 * does (same request, same offline queue, same handling of an expired booth login); each row of the last
 * scans holds the visitor's lead editor.
 */
export function ContinuousBoothScan({ session }: { session: BoothSession }) {
  const navigate = useNavigate();
  const { boothId } = session;
  const [signedOut, setSignedOut] = useState(false);
  const signedOutRef = useRef(false);
  const known = useRef(new Map<number, KnownVisitor>());
  const leaveTimer = useRef<number | undefined>(undefined);

  const signOut = () => {
    if (signedOutRef.current) return;
    signedOutRef.current = true;
    setSignedOut(true);
    expireBoothSession({ told: true });
    leaveTimer.current ??= window.setTimeout(() => {
      void navigate('/booth-visits2');
    }, LEAVE_AFTER_SIGN_OUT_MS);
  };
  // signed out: the queue is left alone (not one more send with the refused token) until the next login
  useScanQueue(signedOut ? null : boothId, { onSignedOut: signOut });

  useEffect(() => {
    for (const { userId, userName, affiliation } of visitorCache.load(boothId) ?? [])
      known.current.set(userId, { userName, affiliation });
    import('./booth-visitors-page').catch(() => undefined);
    return () => {
      window.clearTimeout(leaveTimer.current);
    };
  }, [boothId]);

  const onRead = async (userId: number): Promise<ScanFeedback> => {
    const result = await sendBoothScan({
      boothId,
      userId,
      clientEventId: newClientEventId(),
      scannedAt: new Date().toISOString(),
    });
    if (result.ok) known.current.set(userId, result.visit);
    if (!result.ok && result.status === 401) signOut();
    return boothScanFeedback(result, userId, known.current.get(userId));
  };

  return (
    <>
      <ContinuousScanner
        readerId={READER_ID}
        onRead={onRead}
        disabled={signedOut}
        kindLabels={boothManagerTexts.scanKindLabels}
        renderRowSlot={(scan, { latestOfAttendee }) =>
          isVisitorRow(scan, latestOfAttendee) && scan.attendeeId !== null ? (
            <LeadEditor boothId={boothId} userId={scan.attendeeId} compact />
          ) : null
        }
      />
      <Link to="/booth-visits2" className="btn btn-ghost btn-block scan-back">
        {boothManagerTexts.backToVisitors}
      </Link>
    </>
  );
}
