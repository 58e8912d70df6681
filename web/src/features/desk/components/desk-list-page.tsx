import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { usePublicUrl } from '../../../lib/get-public-event';
import { useAsyncData } from '../../../lib/use-async-data';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deleteDesk } from '../api/delete-desk';
import { getDesks } from '../api/get-desks';
import { deskTexts } from '../texts';
import type { Desk } from '@expo/contract/desks';
import { DeskTable } from './desk-table';

/** /desks: the event's registration desk accounts, and the address desk staff log in at. */
export function DeskListPage() {
  // the address the staff's devices reach (PUBLIC_URL), not the one this browser uses
  const publicUrl = usePublicUrl();
  const fetcher = useCallback((signal: AbortSignal) => getDesks(signal), []);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const deletion = useConfirmedDelete<Desk>(
    deleteDesk,
    { confirm: deskTexts.confirmDelete, deleted: deskTexts.deleted, failed: deskTexts.deleteFailed },
    reload,
  );

  return (
    <section className="page admin-list-page">
      <header className="page-header">
        <div>
          <h1>{deskTexts.listTitle}</h1>
          <p className="page-subtitle" data-testid="desk-total">
            {deskTexts.total(data?.length ?? 0)}
          </p>
        </div>
        <div className="page-header-actions">
          <Link to="/desk" className="btn btn-secondary">
            {deskTexts.openDesk}
          </Link>
          <Link to="/desks/register" className="btn btn-primary">
            {deskTexts.register}
          </Link>
        </div>
      </header>

      <p className="booth-login-hint" data-testid="desk-login-hint">
        {publicUrl !== undefined && deskTexts.loginHint(publicUrl)}
      </p>

      <LoadStatus
        errorText={error ? deskTexts.loadFailed : null}
        loadingText={loading && !data ? deskTexts.loading : null}
      />

      <DeskTable
        desks={data ?? []}
        loading={loading}
        emptyText={loading || error ? null : deskTexts.empty}
        deletion={deletion}
      />
    </section>
  );
}
