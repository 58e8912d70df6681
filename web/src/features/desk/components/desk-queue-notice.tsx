import type { DeskQueueSnapshot } from '../desk-action-queue';
import { deskTexts } from '../texts';

/** Check-ins and prints still on their way to the server, and the ones it refused. */
export function DeskQueueNotice({
  pending,
  failed,
  onDismiss,
}: DeskQueueSnapshot & { onDismiss: () => void }) {
  if (pending.length === 0 && failed.length === 0) return null;
  return (
    <div className="scan-queue" data-testid="desk-queue">
      {pending.length > 0 && (
        <p className="scan-queue-pending" role="status" data-testid="desk-queue-pending">
          {deskTexts.pendingActions(pending.length)}
        </p>
      )}
      {failed.length > 0 && (
        <div className="scan-queue-failed" role="alert">
          <ul>
            {failed.map((action) => (
              <li key={action.clientEventId}>
                {deskTexts.failedAction(action.kind, action.attendeeName, action.attendeeId, action.message)}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary btn-small" onClick={onDismiss}>
            {deskTexts.dismissFailed}
          </button>
        </div>
      )}
    </div>
  );
}
