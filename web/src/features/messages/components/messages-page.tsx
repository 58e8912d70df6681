import './messages.css';

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { DataTable } from '../../../components/data-table';
import { isApiError } from '../../../lib/api/api-client';
import { useLive, useLiveRefetch } from '../../../lib/live/live-hooks';
import type { QrMessage } from '@expo/contract/messaging';
import { useMessages } from '../api/get-messages';
import { retryMessage } from '../api/retry-message';
import { copyText } from '../copy-text';
import { useLiveBulkSends } from '../../../components/bulk-send/use-live-bulk-sends';
import { statusFromParam } from '../message-labels';
import { messageTexts } from '../texts';
import { BulkSendList } from './bulk-send-list';
import { ChannelHealthBanner } from '../../../components/channel-health/channel-health-banner';
import { MessageRow } from './message-row';
import { MessageSettingsPanel } from './message-settings-panel';
import { MessageStatusFilter } from './message-status-filter';

/** /messages: the QR messages of the admin's event, their delivery state and the attendee's link. */
export function MessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromParam(searchParams.get('status'));
  const { data, error, loading, reload } = useMessages(status);
  const { bulkSends } = useLiveBulkSends();
  // a QR message changed (the server sends this at most about once a second): show the list as it is now
  useLive('admin', 'messages', reload);
  useLiveRefetch('admin', reload);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(() => new Set());
  const [actionError, setActionError] = useState<string | null>(null);

  const copyLink = (message: QrMessage) => {
    void copyText(message.link).then((copied) => {
      if (copied) window.alert(messageTexts.copied);
      else window.prompt(messageTexts.copyManually, message.link);
    });
  };

  const retry = (message: QrMessage) => {
    setActionError(null);
    setRetrying((current) => new Set(current).add(message.id));
    retryMessage(message.id)
      .then(reload, (err: unknown) => {
        setActionError(messageTexts.retryFailed(isApiError(err) ? err.message : String(err)));
      })
      .finally(() => {
        setRetrying((current) => {
          const next = new Set(current);
          next.delete(message.id);
          return next;
        });
      });
  };

  const rows = data ?? [];
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>{messageTexts.title}</h1>
          <p className="page-subtitle">{messageTexts.subtitle}</p>
        </div>
        <div className="page-header-actions">
          <button type="button" className="btn btn-secondary" onClick={reload}>
            {messageTexts.refresh}
          </button>
        </div>
      </header>
      <ChannelHealthBanner />
      <div className="messages-sections">
        <BulkSendList bulkSends={bulkSends ?? []} />
        <MessageSettingsPanel />
      </div>
      <MessageStatusFilter
        status={status}
        onChange={(next) => {
          setSearchParams(next ? { status: next } : {});
        }}
      />
      {error && (
        <p className="message message-error" role="alert">
          {messageTexts.loadFailed(error.message)}
        </p>
      )}
      {actionError && (
        <p className="message message-error" role="alert" data-testid="message-action-error">
          {actionError}
        </p>
      )}
      <DataTable
        columns={messageTexts.columns}
        testId="messages-table"
        className="messages-table"
        loading={loading}
        rowCount={rows.length}
        emptyText={loading || error ? null : status ? messageTexts.emptyFiltered : messageTexts.empty}
      >
        {rows.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            retrying={retrying.has(message.id)}
            onCopyLink={copyLink}
            onRetry={retry}
          />
        ))}
      </DataTable>
    </section>
  );
}
