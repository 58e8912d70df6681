import { Link } from 'react-router-dom';

import type { BulkSend } from '@expo/contract/messaging';
import { bulkProgress, progressCounts } from './bulk-send-plan';
import { bulkSendTexts } from './texts';

interface BulkSendProgressProps {
  bulkSend: Pick<BulkSend, 'id' | 'total' | 'progress' | 'done'>;
  /** Says that closing the window does not stop the send (the dialog). */
  closable?: boolean;
}

/** A bulk send's bar (done = total - 대기) and its counts by state; when done, a link to the failed ones. */
export function BulkSendProgress({ bulkSend, closable = false }: BulkSendProgressProps) {
  const { done, total, percent } = bulkProgress(bulkSend);
  const finished = bulkSend.done;
  const failed = bulkSend.progress.FAILED;
  return (
    <div className="bulk-progress" data-testid="bulk-progress" data-done={finished ? 'true' : 'false'}>
      <div className="upload-progress bulk-progress-bar">
        <div
          className="progress-track"
          role="progressbar"
          aria-label={bulkSendTexts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={bulkSendTexts.progressCounts(done, total)}
        >
          <div
            className={finished ? 'progress-fill bulk-progress-fill-done' : 'progress-fill'}
            style={{ width: `${String(percent)}%` }}
          />
        </div>
        <span className="progress-text" data-testid="bulk-progress-done">
          {bulkSendTexts.progressCounts(done, total)}
        </span>
      </div>
      <ul className="bulk-progress-counts">
        {progressCounts(bulkSend.progress).map(({ status, text, count }) => (
          <li key={status} className={`bulk-count bulk-count-${status.toLowerCase()}`}>
            <span>{text}</span>{' '}
            <strong data-testid={`bulk-count-${status}`}>{count.toLocaleString('ko-KR')}</strong>
          </li>
        ))}
      </ul>
      <p className="bulk-progress-state" role="status">
        {finished ? (
          <>
            <strong>{bulkSendTexts.finished(bulkSend.progress)}</strong>
            {failed > 0 && (
              <>
                {' '}
                <Link to="/messages?status=FAILED" data-testid="bulk-failed-link">
                  {bulkSendTexts.showFailed(failed)}
                </Link>
              </>
            )}
          </>
        ) : (
          <>
            {bulkSendTexts.sending}
            {closable && ` ${bulkSendTexts.keepsSending}`}
          </>
        )}
      </p>
    </div>
  );
}
