import { useState } from 'react';

import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { isApiError } from '../../../lib/api/api-client';
import { markBadgesPrinted } from '../api/mark-badges-printed';
import type { BadgeAttendee, BadgeSettings } from '@expo/contract/badges';

/** One batch print: exactly the attendees it printed, with the settings and event name it used. */
export interface BatchPrint {
  attendees: BadgeAttendee[];
  settings: BadgeSettings;
  eventName: string;
}
import { badgeTexts } from '../texts';

/** After a batch print: '출력 완료로 표시' for exactly the attendees that job printed, once confirmed. */
export function MarkPrintedPanel({ job, onMarked }: { job: BatchPrint; onMarked: () => void }) {
  const [pending, setPending] = useState(false);
  const [marked, setMarked] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const count = job.attendees.length;

  const mark = async () => {
    if (!window.confirm(badgeTexts.confirmMark(count))) return;
    setPending(true);
    setMessage(null);
    try {
      const { printed } = await markBadgesPrinted(job.attendees.map((attendee) => attendee.id));
      setMarked(true);
      setMessage({ kind: 'success', text: badgeTexts.marked(printed) });
      onMarked();
    } catch (caught) {
      const reason = isApiError(caught) ? caught.message : String(caught);
      setMessage({ kind: 'error', text: badgeTexts.markFailed(reason) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="badge-mark-panel" data-testid="badge-mark-panel">
      {!marked && <p>{badgeTexts.printedJob(count)}</p>}
      {!marked && (
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void mark()}>
          {pending ? badgeTexts.marking : badgeTexts.markPrinted}
        </button>
      )}
      <ResultMessage message={message} />
    </div>
  );
}
