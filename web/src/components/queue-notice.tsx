/** One thing waiting in an offline queue that the server refused for good, as its line in the notice. */
export interface RefusedItem {
  key: string;
  text: string;
}

interface QueueNoticeProps {
  /** Test ids: `{testId}`, `{testId}-pending`, `{testId}-failed`. */
  testId: string;
  /** How many wait to be sent, and the sentence saying so. */
  pending: number;
  pendingText: string;
  refused: readonly RefusedItem[];
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * What an offline queue holds (booth scans, lead edits, desk check-ins and prints): the count still on its way to
 * the server, and what it refused, with a button to put those away. Nothing when both are empty.
 */
export function QueueNotice({
  testId,
  pending,
  pendingText,
  refused,
  dismissLabel,
  onDismiss,
}: QueueNoticeProps) {
  if (pending === 0 && refused.length === 0) return null;
  return (
    <div className="scan-queue" data-testid={testId}>
      {pending > 0 && (
        <p
          className="scan-queue-pending"
          role="status"
          data-testid={`${testId}-pending`}
          data-count={pending}
        >
          {pendingText}
        </p>
      )}
      {refused.length > 0 && (
        <div className="scan-queue-failed" role="alert" data-testid={`${testId}-failed`}>
          <ul>
            {refused.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-secondary btn-small" onClick={onDismiss}>
            {dismissLabel}
          </button>
        </div>
      )}
    </div>
  );
}
