import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { usePublicUrl } from '../../../lib/get-public-event';
import { useAsyncData } from '../../../lib/use-async-data';
import { getBooths } from '../api/get-booths';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deleteBooth } from '../api/delete-booth';
import type { Booth } from '@expo/contract/booths';
import { boothTexts } from '../texts';
import { BoothTable } from './booth-table';

/** /booths: the event's booths with their visitor counts, and the address booth managers log in at. */
export function BoothListPage() {
  // the address the staff's devices reach (PUBLIC_URL), not the one this browser uses
  const publicUrl = usePublicUrl();
  const fetcher = useCallback((signal: AbortSignal) => getBooths(signal), []);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const deletion = useConfirmedDelete<Booth>(
    deleteBooth,
    { confirm: boothTexts.confirmDelete, deleted: boothTexts.deleted, failed: boothTexts.deleteFailed },
    reload,
  );

  return (
    <section className="page admin-list-page">
      <header className="page-header">
        <div>
          <h1>{boothTexts.listTitle}</h1>
          <p className="page-subtitle" data-testid="booth-total">
            {boothTexts.total(data?.length ?? 0)}
          </p>
        </div>
        <div className="page-header-actions">
          <Link to="/booths/register" className="btn btn-primary">
            {boothTexts.register}
          </Link>
        </div>
      </header>

      <p className="booth-login-hint" data-testid="booth-login-hint">
        {publicUrl !== undefined && boothTexts.loginHint(publicUrl)}
      </p>

      <LoadStatus
        errorText={error ? boothTexts.loadFailed : null}
        loadingText={loading && !data ? boothTexts.loading : null}
      />

      <BoothTable
        booths={data ?? []}
        loading={loading}
        emptyText={loading || error ? null : boothTexts.empty}
        deletion={deletion}
      />
    </section>
  );
}
