import { seoulDisplay } from '@expo/contract/seoul-time';
import '../../../components/bulk-send/bulk-send.css';

import { useState } from 'react';

import type { BulkSend } from '@expo/contract/messaging';
import { audienceLabel } from '../../../components/bulk-send/bulk-send-plan';
import { bulkSendTexts } from '../../../components/bulk-send/texts';
import { BulkSendProgress } from '../../../components/bulk-send/bulk-send-progress';

/** How many bulk sends show before '모두 보기'. */
const SHOWN = 3;

/** '일괄 발송' on /messages: the recent bulk sends with their set, start, size and live progress. */
export function BulkSendList({ bulkSends }: { bulkSends: BulkSend[] }) {
  const [all, setAll] = useState(false);
  if (bulkSends.length === 0) return null;
  const shown = all ? bulkSends : bulkSends.slice(0, SHOWN);
  return (
    <section className="card bulk-list" aria-labelledby="bulk-list-title" data-testid="bulk-send-list">
      <h2 id="bulk-list-title" className="bulk-section-title">
        {bulkSendTexts.listTitle}
      </h2>
      <ul className="bulk-list-items">
        {shown.map((bulk) => (
          <li key={bulk.id} className="bulk-list-item" data-testid={`bulk-send-${bulk.id}`}>
            <div className="bulk-list-head">
              <strong className="bulk-list-audience">
                {audienceLabel(bulk.audience, bulk.keyword, bulk.survey)}
              </strong>
              {bulk.resend && <span className="badge bulk-resend-badge">{bulkSendTexts.withResend}</span>}
              <span className="cell-muted">
                {bulkSendTexts.startedAt(seoulDisplay(bulk.startedAt, 'minute'))}
              </span>
              <span className="cell-muted" data-testid="bulk-send-total">
                {bulkSendTexts.totalCount(bulk.total)}
              </span>
            </div>
            <BulkSendProgress bulkSend={bulk} />
          </li>
        ))}
      </ul>
      {bulkSends.length > SHOWN && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-expanded={all}
          onClick={() => {
            setAll((current) => !current);
          }}
        >
          {all ? bulkSendTexts.showFewer : bulkSendTexts.showAll(bulkSends.length)}
        </button>
      )}
    </section>
  );
}
