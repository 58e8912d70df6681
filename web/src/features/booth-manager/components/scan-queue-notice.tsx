import { QueueNotice } from '../../../components/queue-notice';
import { boothManagerTexts } from '../texts';
import type { FailedBoothScan } from '../types';

interface ScanQueueNoticeProps {
  pending: number;
  failed: FailedBoothScan[];
  onDismissFailed: () => void;
}

/** Scans still on their way to the server, and the ones it refused. */
export function ScanQueueNotice({ pending, failed, onDismissFailed }: ScanQueueNoticeProps) {
  return (
    <QueueNotice
      testId="scan-queue"
      pending={pending}
      pendingText={boothManagerTexts.pendingScans(pending)}
      refused={failed.map((scan) => ({
        key: scan.clientEventId,
        text: boothManagerTexts.failedScan(scan.userId, scan.message),
      }))}
      dismissLabel={boothManagerTexts.dismissFailed}
      onDismiss={onDismissFailed}
    />
  );
}
