import './access-records.css';

import { PrivacyTabs } from '../../../components/privacy/privacy-tabs';
import { useSearchParams } from 'react-router-dom';

import { DownloadButton } from '../../../components/download-button';
import { LoadStatus } from '../../../components/load-status';
import { downloadAccessRecords, useAccessRecords } from '../api/access-records';
import { accessRecordTexts as t } from '../texts';
import type { ActorKind } from '@expo/contract/access-records';
import type { AccessFilter } from '../types';
import { AccessAlertsSection } from './access-alerts-section';
import { AccessFilterForm } from './access-filter-form';
import { AccessRecordTable } from './access-record-table';

const KINDS: readonly string[] = Object.keys(t.roles);

function filterFrom(params: URLSearchParams): AccessFilter {
  const kind = params.get('actorKind') ?? '';
  return {
    account: params.get('account') ?? '',
    actorKind: KINDS.includes(kind) ? (kind as ActorKind) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    attendeeId: params.get('attendeeId') ?? '',
  };
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

/** /privacy/access '개인정보 접속기록': the filters and the page live in the address (back and reload keep them). */
export function AccessRecordsPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const page = pageFrom(params.get('page'));
  const { data, error, loading } = useAccessRecords(filter, page);

  const show = (next: AccessFilter, nextPage: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    if (nextPage > 0) search.set('page', String(nextPage));
    setParams(search);
  };
  const totalPages = data?.totalPages ?? 0;

  return (
    <section className="page access-page">
      <PrivacyTabs />
      <header className="page-header">
        <div>
          <h1>{t.title}</h1>
          <p className="page-subtitle">{t.subtitle}</p>
        </div>
        <div className="page-header-actions">
          <DownloadButton download={() => downloadAccessRecords(filter)} testId="download-access-records" />
        </div>
      </header>

      <AccessFilterForm
        key={params.toString()}
        initial={filter}
        onSearch={(next) => {
          show(next, 0);
        }}
      />

      <AccessAlertsSection from={filter.from} to={filter.to} />

      <p className="access-total" data-testid="access-total">
        {t.total(data?.totalElements ?? 0)}
      </p>
      <LoadStatus
        errorText={error ? t.loadFailed(error.message) : null}
        loadingText={loading && !data ? t.loading : null}
      />
      <AccessRecordTable
        records={data?.content ?? []}
        loading={loading}
        emptyText={data && !error ? t.empty : null}
      />
      {totalPages > 1 && (
        <nav className="access-pager" aria-label={t.pagination}>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page <= 0}
            onClick={() => {
              show(filter, page - 1);
            }}
          >
            {t.previous}
          </button>
          <span aria-current="page">{t.pageOf(page + 1, totalPages)}</span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page + 1 >= totalPages}
            onClick={() => {
              show(filter, page + 1);
            }}
          >
            {t.next}
          </button>
        </nav>
      )}
    </section>
  );
}
