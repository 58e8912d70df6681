import type { Failed } from '../../../lib/offline-queue';
import { leadStore } from '../leads/lead-store';
import type { LeadEdit } from '../leads/lead-types';
import { boothManagerTexts } from '../texts';

interface LeadQueueNoticeProps {
  boothId: number;
  pending: readonly LeadEdit[];
  failed: readonly Failed<LeadEdit>[];
}

/** Lead edits still on their way to the server, and the ones it refused (also for visitors not listed). */
export function LeadQueueNotice({ boothId, pending, failed }: LeadQueueNoticeProps) {
  if (pending.length === 0 && failed.length === 0) return null;
  const dismiss = () => {
    for (const userId of new Set(failed.map((edit) => edit.userId))) leadStore.dismissFailed(boothId, userId);
  };
  return (
    <div className="scan-queue" data-testid="lead-queue">
      {pending.length > 0 && (
        <p className="scan-queue-pending" role="status" data-testid="lead-queue-pending">
          {boothManagerTexts.pendingLeadEdits(pending.length)}
        </p>
      )}
      {failed.length > 0 && (
        <div className="scan-queue-failed" role="alert" data-testid="lead-queue-failed">
          <ul>
            {failed.map((edit) => (
              <li key={edit.clientEventId}>{boothManagerTexts.failedLeadEdit(edit.userId, edit.message)}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary btn-small" onClick={dismiss}>
            {boothManagerTexts.dismissFailed}
          </button>
        </div>
      )}
    </div>
  );
}
