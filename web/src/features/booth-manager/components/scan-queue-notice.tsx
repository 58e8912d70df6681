import { boothManagerTexts } from '../texts';
import type { FailedBoothScan } from '../types';

interface ScanQueueNoticeProps {
  pending: number;
  failed: FailedBoothScan[];
  onDismissFailed: () => void;
}

/** Scans still on their way to the server, and the ones it refused. */
export function ScanQueueNotice({ pending, failed, onDismissFailed }: ScanQueueNoticeProps) {
  if (pending === 0 && failed.length === 0) return null;
  return (
    <div className="scan-queue" data-testid="scan-queue">
      {pending > 0 && (
        <p className="scan-queue-pending" role="status" data-testid="scan-queue-pending" data-count={pending}>
          {boothManagerTexts.pendingScans(pending)}
        </p>
      )}
      {failed.length > 0 && (
        <div className="scan-queue-failed" role="alert">
          <ul>
            {failed.map((scan) => (
              <li key={scan.clientEventId}>{boothManagerTexts.failedScan(scan.userId, scan.message)}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary btn-small" onClick={onDismissFailed}>
            {boothManagerTexts.dismissFailed}
          </button>
        </div>
      )}
    </div>
  );
}
