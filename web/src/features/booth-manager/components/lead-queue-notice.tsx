import { QueueNotice } from '../../../components/queue-notice';
import type { Failed } from '../../../lib/offline/offline-queue';
import { leadStore } from '../leads/lead-store';
import type { LeadEdit } from '../lead-types';
import { boothManagerTexts } from '../texts';

interface LeadQueueNoticeProps {
  boothId: number;
  pending: readonly LeadEdit[];
  failed: readonly Failed<LeadEdit>[];
}

/** Lead edits still on their way to the server, and the ones it refused (also for visitors not listed). */
export function LeadQueueNotice({ boothId, pending, failed }: LeadQueueNoticeProps) {
  const dismiss = () => {
    for (const userId of new Set(failed.map((edit) => edit.userId))) leadStore.dismissFailed(boothId, userId);
  };
  return (
    <QueueNotice
      testId="lead-queue"
      pending={pending.length}
      pendingText={boothManagerTexts.pendingLeadEdits(pending.length)}
      refused={failed.map((edit) => ({
        key: edit.clientEventId,
        text: boothManagerTexts.failedLeadEdit(edit.userId, edit.message),
      }))}
      dismissLabel={boothManagerTexts.dismissFailed}
      onDismiss={dismiss}
    />
  );
}
