import { useMemo } from 'react';

import { QR_CHANNEL_LABELS, QR_MESSAGE_STATUS_LABELS } from '@expo/contract/messaging-values';
import { messageMatrix, type ChannelKey } from '../message-matrix';
import { reportTexts } from '../texts';
import type { ReportMessages } from '@expo/contract/reports';
import { NumberCell } from '../../../components/report/figure';
import { ReportSection } from '../../../components/report/report-section';

const t = reportTexts.messages;

const channelName = (channel: ChannelKey) => (channel === 'NONE' ? t.noChannel : QR_CHANNEL_LABELS[channel]);

/** QR 발송 현황: the QR messages by channel (rows) and status (columns), with their sums. */
export function MessagesSection({ messages }: { messages: ReportMessages }) {
  const matrix = useMemo(() => messageMatrix(messages), [messages]);
  return (
    <ReportSection id="messages" title={t.title} testId="report-messages">
      {messages.total === 0 && matrix.rows.length === 0 ? (
        <p className="report-note">{t.empty}</p>
      ) : (
        <div className="report-table-scroll">
          <table className="data-table report-table report-message-table">
            <thead>
              <tr>
                <th scope="col">{t.channel}</th>
                {matrix.statuses.map((status) => (
                  <th key={status} scope="col" className="report-number">
                    {QR_MESSAGE_STATUS_LABELS[status]}
                  </th>
                ))}
                <th scope="col" className="report-number">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => (
                <tr key={row.channel} data-testid={`report-messages-${row.channel}`}>
                  <th scope="row">{channelName(row.channel)}</th>
                  {matrix.statuses.map((status) => (
                    <NumberCell
                      key={status}
                      name={`messages.${row.channel}.${status}`}
                      value={row.counts[status]}
                    />
                  ))}
                  <NumberCell name={`messages.${row.channel}.total`} value={row.total} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                {matrix.statuses.map((status) => (
                  <NumberCell
                    key={status}
                    name={`messages.status.${status}`}
                    value={matrix.statusTotals[status]}
                  />
                ))}
                <NumberCell name="messages.total" value={messages.total} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </ReportSection>
  );
}
