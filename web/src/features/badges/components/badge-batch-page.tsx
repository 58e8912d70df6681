import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { type BadgeAttendeeQuery, getBadgeAttendees } from '../api/get-badge-attendees';
import { getBadgeSettings } from '../api/get-badge-settings';
import { getEventName } from '../../../lib/event/get-event-name';
import { isSheetPreset } from '../../../components/badge/badge-presets';
import { usePrintJob } from '../../../lib/hooks/use-print-job';
import type { BatchPrint } from './mark-printed-panel';
import { printedPageCount } from '../../../components/badge/print-page';
import { badgeTexts } from '../texts';
import { BadgeBatchFilters } from './badge-batch-filters';
import { BadgeBatchTable } from './badge-batch-table';
import { BadgePrintArea } from '../../../components/badge/badge-print-area';
import { MarkPrintedPanel } from './mark-printed-panel';

const FIRST_QUERY: BadgeAttendeeQuery = { filter: 'all', keyword: '', sort: 'name' };

/**
 * /badges (admin): choose attendees, print all their badges in one job (one per page, or eight to an A4
 * sheet), then mark exactly that set printed.
 */
export function BadgeBatchPage() {
  const [query, setQuery] = useState<BadgeAttendeeQuery>(FIRST_QUERY);
  const listFetcher = useCallback((signal: AbortSignal) => getBadgeAttendees(query, signal), [query]);
  const settingsFetcher = useCallback((signal: AbortSignal) => getBadgeSettings(signal), []);
  const nameFetcher = useCallback((signal: AbortSignal) => getEventName(signal), []);
  const list = useAsyncData(listFetcher);
  const settings = useAsyncData(settingsFetcher);
  const eventName = useAsyncData(nameFetcher);
  const { job, print } = usePrintJob<BatchPrint>();

  const attendees = list.loading ? [] : (list.data ?? []);
  const ready = !list.loading && !list.error && settings.data !== undefined && !eventName.loading;
  const error = list.error ?? settings.error;

  return (
    <section className="page admin-list-page badge-batch-page">
      <header className="page-header">
        <div>
          <h1>{badgeTexts.batchTitle}</h1>
          {settings.data && (
            <p className="page-subtitle" data-testid="badge-batch-size">
              {badgeTexts.sizeSummary(
                badgeTexts.presets[settings.data.preset],
                settings.data.widthMm,
                settings.data.heightMm,
              )}
            </p>
          )}
        </div>
        <div className="page-header-actions">
          <Link to="/badges/settings" className="btn btn-secondary">
            {badgeTexts.batchSettingsLink}
          </Link>
        </div>
      </header>

      <BadgeBatchFilters query={query} onChange={setQuery} />

      <LoadStatus
        errorText={error ? badgeTexts.loadFailed(error.message) : null}
        loadingText={list.loading ? badgeTexts.loading : null}
      />
      {eventName.error && <p className="message message-error">{badgeTexts.eventNameMissing}</p>}

      <div className="badge-batch-actions">
        <p className="badge-batch-count" data-testid="badge-batch-count">
          {badgeTexts.count(attendees.length)}
          {settings.data && attendees.length > 0 && (
            <span className="muted">
              {' · '}
              {isSheetPreset(settings.data)
                ? badgeTexts.sheetSummary(attendees.length, printedPageCount(settings.data, attendees.length))
                : badgeTexts.pageSummary(attendees.length)}
            </span>
          )}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-large"
          disabled={!ready || attendees.length === 0}
          onClick={() => {
            if (settings.data) print({ attendees, settings: settings.data, eventName: eventName.data ?? '' });
          }}
        >
          {badgeTexts.print}
        </button>
      </div>

      {job?.printed && <MarkPrintedPanel key={job.serial} job={job.item} onMarked={list.reload} />}

      <BadgeBatchTable
        attendees={attendees}
        loading={list.loading}
        emptyText={list.loading || list.error ? null : badgeTexts.empty}
      />

      {job && (
        <BadgePrintArea
          attendees={job.item.attendees}
          settings={job.item.settings}
          eventName={job.item.eventName}
        />
      )}
    </section>
  );
}
