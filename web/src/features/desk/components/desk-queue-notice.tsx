import { QueueNotice } from '../../../components/queue-notice';
import type { DeskQueueSnapshot } from '../desk-action-queue';
import { deskTexts } from '../texts';

/** Check-ins and prints still on their way to the server, and the ones it refused. */
export function DeskQueueNotice({
  pending,
  failed,
  onDismiss,
}: DeskQueueSnapshot & { onDismiss: () => void }) {
  return (
    <QueueNotice
      testId="desk-queue"
      pending={pending.length}
      pendingText={deskTexts.pendingActions(pending.length)}
      refused={failed.map((action) => ({
        key: action.clientEventId,
        text: deskTexts.failedAction(action.kind, action.attendeeName, action.attendeeId, action.message),
      }))}
      dismissLabel={deskTexts.dismissFailed}
      onDismiss={onDismiss}
    />
  );
}
