import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';

import type { EventCopy, EventSummary } from '@expo/contract/events';
import { DataTable } from '../../../components/data-table';
import { LoadStatus } from '../../../components/load-status';
import { ResultMessage } from '../../../components/result-message';
import { useAdminSession } from '../../../lib/session/use-admin-session';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { listEvents, setEventClosed } from '../api/events';
import { eventsTexts as T } from '../texts';
import { useResultAction } from '../use-result-action';
import { useSwitchEvent } from '../use-switch-event';
import { CopiedLogins } from './copied-logins';
import { CreateEventForm } from './create-event-form';
import { eventPeriod } from './event-period';

/** /events: the organiser's events with their state and counts; make, switch to, close and reopen them. */
export function EventsPage() {
  const session = useAdminSession();
  const currentId = Number(session?.eventId);
  const fetcher = useCallback((signal: AbortSignal) => listEvents(signal), []);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const switcher = useSwitchEvent();
  const { pending, message, run } = useResultAction();
  const [copied, setCopied] = useState<EventCopy | null>(null);

  const toggleClosed = (event: EventSummary) => {
    const closing = event.state !== 'closed';
    if (closing && !window.confirm(T.confirmClose(event.name))) return;
    void run(async () => {
      await setEventClosed(event.id, closing);
      reload();
      return closing ? T.closed(event.name) : T.reopened(event.name);
    }, T.actionFailed);
  };

  const events = data ?? [];
  return (
    <section className="page events-page">
      <header className="page-header">
        <div>
          <h1>{T.title}</h1>
          <p className="page-subtitle">{T.subtitle}</p>
        </div>
      </header>
      <ResultMessage message={message} />
      {switcher.error && <ResultMessage message={{ kind: 'error', text: T.switchFailed(switcher.error) }} />}
      <LoadStatus
        errorText={error ? T.loadFailed : null}
        loadingText={loading && data === undefined ? T.loading : null}
      />
      <DataTable
        columns={T.columns}
        testId="events-table"
        loading={loading}
        rowCount={events.length}
        emptyText={data === undefined ? null : T.empty}
      >
        {events.map((event) => (
          <tr
            key={event.id}
            data-event-id={event.id}
            aria-current={event.id === currentId ? 'true' : undefined}
          >
            <td className="cell-strong">
              {event.name}
              {event.id === currentId && <span className="badge events-current">{T.current}</span>}
            </td>
            <td className="cell-nowrap">{eventPeriod(event)}</td>
            <td>{event.venue}</td>
            <td>
              <span className={`event-state event-state-${event.state}`}>{T.states[event.state]}</span>
            </td>
            <td className="cell-number">{event.registered.toLocaleString('ko-KR')}</td>
            <td className="cell-number">{event.entered.toLocaleString('ko-KR')}</td>
            <td className="cell-number">{event.booths.toLocaleString('ko-KR')}</td>
            <td className="cell-number">{event.lectures.toLocaleString('ko-KR')}</td>
            <td>
              <div className="row-actions">
                {event.id !== currentId && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    disabled={switcher.pending !== null}
                    onClick={() => void switcher.go(event.id)}
                  >
                    {switcher.pending === event.id ? T.switching : T.open}
                  </button>
                )}
                <Link className="btn btn-small btn-secondary" to={`/events/${event.id}/admins`}>
                  {T.admins}
                </Link>
                <button
                  type="button"
                  className={
                    event.state === 'closed' ? 'btn btn-small btn-secondary' : 'btn btn-small btn-danger'
                  }
                  disabled={pending}
                  onClick={() => {
                    toggleClosed(event);
                  }}
                >
                  {event.state === 'closed' ? T.reopen : T.close}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {copied && (
        <CopiedLogins
          copy={copied}
          onSwitch={() => {
            void switcher.go(copied.event.id);
          }}
        />
      )}
      <CreateEventForm
        events={events}
        onCreated={(eventId) => void switcher.go(eventId)}
        onCopied={(copy) => {
          setCopied(copy);
          reload();
        }}
      />
    </section>
  );
}
