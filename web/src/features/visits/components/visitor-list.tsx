import { useCallback } from 'react';

import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { useLiveVisits } from '../../../lib/live/use-live-visits';
import { visitTexts } from '../texts';
import type { BoothLeads } from '@expo/contract/leads';
import type { Visit } from '@expo/contract/visits';
import type { VisitorSource } from '../visitor-source';
import { DownloadButton } from '../../../components/download-button';
import { VisitorTable } from '../../../components/visitor-table';
import { LoadStatus } from '../../../components/load-status';
import { leadColumns } from './lead-cells';

interface VisitorListProps {
  source: VisitorSource;
  eventId: number;
  /** The chosen booth or lecture; null when there is none to choose. */
  targetId: number | null;
}

const NO_VISITS: Visit[] = [];

/** The visitors of one booth or lecture, kept live: count, refresh, Excel download and the table. */
export function VisitorList({ source, eventId, targetId }: VisitorListProps) {
  const { place, loadVisits, download, loadLeads } = source;
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      targetId === null ? Promise.resolve(NO_VISITS) : loadVisits(targetId, eventId, signal),
    [loadVisits, targetId, eventId],
  );
  const visitList = useAsyncData(fetcher);
  const { data, error, loading, reload } = visitList;
  useLiveVisits({ role: 'admin', place, placeId: targetId, watch: true }, visitList);
  const visits = data ?? NO_VISITS;
  // a booth's leads (관심도, 태그, 메모) are fetched alongside its visitors
  const leadFetcher = useCallback(
    (signal: AbortSignal) =>
      targetId === null || !loadLeads ? Promise.resolve(undefined) : loadLeads(targetId, eventId, signal),
    [loadLeads, targetId, eventId],
  );
  const leadData = useAsyncData<BoothLeads | undefined>(leadFetcher);
  const refresh = () => {
    reload();
    leadData.reload();
  };

  return (
    <>
      <div className="visits-toolbar">
        <p className="visits-count" data-testid="visits-count">
          {visitTexts.count(visits.length)}
        </p>
        <div className="page-header-actions">
          <button type="button" className="btn btn-secondary" onClick={refresh} disabled={targetId === null}>
            {visitTexts.refresh}
          </button>
          <DownloadButton
            disabled={targetId === null}
            testId="visits-download"
            download={() => (targetId === null ? Promise.resolve() : download(targetId, eventId))}
          />
        </div>
      </div>
      <LoadStatus
        errorText={error ? visitTexts.loadFailed : leadData.error ? visitTexts.leadsLoadFailed : null}
        loadingText={loading && !data ? visitTexts.loading : null}
      />
      <VisitorTable
        visits={error ? NO_VISITS : visits}
        loading={loading}
        emptyText={loading || error ? null : visitTexts.empty}
        extra={loadLeads ? leadColumns(leadData.data) : undefined}
        timeColumn={source.timeColumn}
      />
    </>
  );
}
