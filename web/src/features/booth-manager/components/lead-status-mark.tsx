import type { LeadRowStatus } from '../leads/lead-row-status';
import { boothManagerTexts } from '../texts';

interface LeadStatusMarkProps {
  status: LeadRowStatus;
  testId: string;
  onDismiss: () => void;
}

/** '전송 대기' while an edit waits, '저장됨' once the server answered, or why the server refused it. */
export function LeadStatusMark({ status, testId, onDismiss }: LeadStatusMarkProps) {
  switch (status.kind) {
    case 'pending':
      return (
        <span className="lead-status lead-status-pending" role="status" data-testid={testId}>
          {boothManagerTexts.leadPending}
        </span>
      );
    case 'saved':
      return (
        <span className="lead-status lead-status-saved" role="status" data-testid={testId}>
          {boothManagerTexts.leadSaved}
        </span>
      );
    case 'failed':
      return (
        <span className="lead-status lead-status-failed" role="alert" data-testid={testId}>
          {boothManagerTexts.leadFailed(status.message)}
          <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
            {boothManagerTexts.dismissFailed}
          </button>
        </span>
      );
    default:
      return null;
  }
}
