import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../load-status';
import { PublicAddressWarning } from '../public-address-warning';
import { usePublicUrl } from '../../lib/event/get-public-event';
import { useAsyncData } from '../../lib/hooks/use-async-data';
import { useConfirmedDelete } from '../../lib/hooks/use-confirmed-delete';
import type { CatalogKind } from './catalog-kind';
import { CatalogTable } from './catalog-table';

/** /booths, /lectures, /desks: the event's entries, and for staff accounts the address they log in at. */
export function CatalogListPage<E extends { id: number }, F>({ kind }: { kind: CatalogKind<E, F> }) {
  const { texts, testId } = kind;
  // the address the staff's devices reach (PUBLIC_URL), not the one this browser uses
  const publicUrl = usePublicUrl();
  const fetcher = useCallback((signal: AbortSignal) => kind.calls.list(signal), [kind]);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const deletion = useConfirmedDelete<E>(
    kind.calls.remove,
    { confirm: texts.confirmDelete, deleted: texts.deleted, failed: texts.deleteFailed },
    reload,
  );

  return (
    <section className="page admin-list-page">
      <header className="page-header">
        <div>
          <h1>{texts.listTitle}</h1>
          <p className="page-subtitle" data-testid={`${testId}-total`}>
            {texts.total(data?.length ?? 0)}
          </p>
        </div>
        <div className="page-header-actions">
          {kind.headerLinks?.map((link) => (
            <Link key={link.to} to={link.to} className="btn btn-secondary">
              {link.label}
            </Link>
          ))}
          <Link to={`${kind.path}/register`} className="btn btn-primary">
            {texts.register}
          </Link>
        </div>
      </header>

      {kind.loginHint && (
        <p className="booth-login-hint" data-testid={`${testId}-login-hint`}>
          {publicUrl !== undefined && kind.loginHint(publicUrl)}
        </p>
      )}
      {kind.loginHint && <PublicAddressWarning publicUrl={publicUrl} />}

      <LoadStatus
        errorText={error ? texts.loadFailed : null}
        loadingText={loading && !data ? texts.loading : null}
      />

      <CatalogTable
        kind={kind}
        entries={data ?? []}
        loading={loading}
        emptyText={loading || error ? null : texts.empty}
        deletion={deletion}
      />
    </section>
  );
}
