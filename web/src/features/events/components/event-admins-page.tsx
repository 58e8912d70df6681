import { type FormEvent, useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';

import type { EventAdmin } from '@expo/contract/events';
import { DataTable } from '../../../components/data-table';
import { LoadStatus } from '../../../components/load-status';
import { ResultMessage } from '../../../components/result-message';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import {
  addEventAdmin,
  listEventAdmins,
  removeEventAdmin,
  resetEventAdminPassword,
} from '../api/event-admins';
import { listEvents } from '../api/events';
import { eventAdminsTexts as T } from '../texts';
import { useFormValues } from '../use-form-values';
import { useResultAction } from '../use-result-action';

const EMPTY = { name: '', username: '', password: '' };

/** /events/{id}/admins: the admins of one event; add one, give one a new password, remove one. */
export function EventAdminsPage() {
  const eventId = Number(useParams().id);
  const fetcher = useCallback(
    async (signal: AbortSignal) => {
      const [admins, events] = await Promise.all([listEventAdmins(eventId, signal), listEvents(signal)]);
      return { admins, event: events.find((event) => event.id === eventId) };
    },
    [eventId],
  );
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const { values, field, reset: clear } = useFormValues('admin', EMPTY);
  const { pending, message, run } = useResultAction();

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const added = await addEventAdmin(eventId, values);
      clear();
      reload();
      return T.added(added.name);
    }, T.addFailed);
  };

  const reset = (admin: EventAdmin) => {
    const password = window.prompt(T.newPassword(admin.name));
    if (!password) return;
    void run(async () => {
      await resetEventAdminPassword(eventId, admin.id, password);
      return T.passwordReset(admin.name);
    }, T.failed);
  };

  const remove = (admin: EventAdmin) => {
    if (!window.confirm(T.confirmRemove(admin.name, admin.username))) return;
    void run(async () => {
      await removeEventAdmin(eventId, admin.id);
      reload();
      return T.removed(admin.name);
    }, T.failed);
  };

  const admins = data?.admins ?? [];
  return (
    <section className="page event-admins-page">
      <header className="page-header">
        <div>
          <h1>{T.title(data?.event?.name ?? '')}</h1>
          <p className="page-subtitle">{T.subtitle}</p>
        </div>
        <Link to="/events" className="btn btn-ghost">
          {T.back}
        </Link>
      </header>
      <ResultMessage message={message} />
      <LoadStatus
        errorText={error ? `${T.loadFailed} ${error.message}` : null}
        loadingText={loading && data === undefined ? T.loading : null}
      />
      <DataTable
        columns={T.columns}
        testId="event-admins-table"
        loading={loading}
        rowCount={admins.length}
        emptyText={data === undefined ? null : T.empty}
      >
        {admins.map((admin) => (
          <tr key={admin.id}>
            <td className="cell-strong">{admin.name}</td>
            <td className="cell-nowrap">{admin.username}</td>
            <td className="cell-nowrap">{admin.createdAt.slice(0, 16).replace('T', ' ')}</td>
            <td>
              <div className="row-actions">
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  disabled={pending}
                  onClick={() => {
                    reset(admin);
                  }}
                >
                  {T.resetPassword}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={pending}
                  onClick={() => {
                    remove(admin);
                  }}
                >
                  {T.remove}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <form className="form card events-create" onSubmit={add} aria-labelledby="add-admin-title">
        <h2 id="add-admin-title">{T.addTitle}</h2>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="admin-name">{T.name}</label>
            <input {...field('name')} required maxLength={50} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="admin-username">
              {T.username} <span className="field-optional">{T.usernameHint}</span>
            </label>
            <input {...field('username')} required maxLength={50} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="admin-password">{T.password}</label>
            <input {...field('password')} type="password" required autoComplete="new-password" />
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {T.add}
          </button>
        </div>
      </form>
    </section>
  );
}
