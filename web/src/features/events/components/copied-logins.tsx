import type { EventCopy } from '@expo/contract/events';
import { DataTable } from '../../../components/data-table';
import { ResultMessage } from '../../../components/result-message';
import { downloadLogins } from '../api/events';
import { eventsTexts as T } from '../texts';
import { useResultAction } from '../use-result-action';

interface CopiedLoginsProps {
  copy: EventCopy;
  onSwitch: () => void;
}

/** A copy's new booth and desk logins, shown once: to download as Excel before moving on. */
export function CopiedLogins({ copy, onSwitch }: CopiedLoginsProps) {
  const { pending, message, run } = useResultAction();
  const rows = [
    ...copy.booths.map((login) => ({ kind: T.loginKinds.booth, ...login })),
    ...copy.desks.map((login) => ({ kind: T.loginKinds.desk, ...login })),
  ];
  return (
    <section className="card events-logins" aria-labelledby="copied-logins-title" data-testid="copied-logins">
      <h2 id="copied-logins-title">{T.loginsTitle}</h2>
      <p className="message message-warning">{T.loginsNotice}</p>
      {rows.length > 0 && (
        <DataTable
          columns={T.loginsColumns}
          testId="copied-logins-table"
          loading={false}
          rowCount={rows.length}
          emptyText={null}
        >
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.loginId}`}>
              <td>{row.kind}</td>
              <td className="cell-strong">{row.name}</td>
              <td className="cell-nowrap">{row.loginId}</td>
              <td className="cell-nowrap events-password">{row.password}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="form-actions">
        {rows.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={pending}
            onClick={() =>
              void run(
                async () =>
                  T.loginsDownloaded(
                    await downloadLogins(copy.event.id, { booths: copy.booths, desks: copy.desks }),
                  ),
                T.loginsDownloadFailed,
              )
            }
          >
            {T.loginsDownload}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={onSwitch}>
          {T.goToCopy}
        </button>
      </div>
      <ResultMessage message={message} />
    </section>
  );
}
