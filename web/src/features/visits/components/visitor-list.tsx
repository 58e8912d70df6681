import { useCallback } from 'react';

import { useAsyncData } from '../../../lib/use-async-data';
import { visitTexts } from '../texts';
import type { Visit } from '../types';
import type { VisitorSource } from '../visitor-source';
import { DownloadButton } from '../../../components/download-button';
import { VisitorTable } from '../../../components/visitor-table';

interface VisitorListProps {
  source: VisitorSource;
  eventId: number;
  /** The chosen booth or lecture; null when there is none to choose. */
  targetId: number | null;
}

const NO_VISITS: Visit[] = [];

/** The visitors of one booth or lecture: count, refresh, Excel download and the table. */
export function VisitorList({ source, eventId, targetId }: VisitorListProps) {
  const { loadVisits, download } = source;
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      targetId === null ? Promise.resolve(NO_VISITS) : loadVisits(targetId, eventId, signal),
    [loadVisits, targetId, eventId],
  );
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const visits = data ?? NO_VISITS;

  return (
    <>
      <div className="visits-toolbar">
        <p className="visits-count" data-testid="visits-count">
          {visitTexts.count(visits.length)}
        </p>
        <div className="page-header-actions">
          <button type="button" className="btn btn-secondary" onClick={reload} disabled={targetId === null}>
            {visitTexts.refresh}
          </button>
          <DownloadButton
            disabled={targetId === null}
            testId="visits-download"
            download={() => (targetId === null ? Promise.resolve() : download(targetId, eventId))}
          />
        </div>
      </div>
      {error && (
        <p className="message message-error" role="alert">
          {visitTexts.loadFailed}
        </p>
      )}
      {loading && !data && <p className="muted">{visitTexts.loading}</p>}
      <VisitorTable
        visits={error ? NO_VISITS : visits}
        loading={loading}
        emptyText={loading || error ? null : visitTexts.empty}
      />
    </>
  );
}
