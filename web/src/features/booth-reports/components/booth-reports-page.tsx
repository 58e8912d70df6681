import '../../../components/download-reason.css';

import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { PrintButton } from '../../../components/report/print-button';
import { useCompareTo } from '../../../components/report/use-compare-to';
import { type BoothChoice, getBoothReports } from '../api/get-booth-reports';
import { getBoothNames } from '../api/get-booth-names';
import { useReportWithReason } from '../hooks/use-report-with-reason';
import type { ReportRequest } from '../reason-flow';
import { boothReportTexts } from '../texts';
import { BoothReportView } from './booth-report-view';

const t = boothReportTexts.admin;
const pages = boothReportTexts.pages;

/**
 * /report/booths (admin): every booth's 성과 보고서 one after another (each from a new printed page), or one
 * booth's; with or without the named visitors; beside the booths of the same name in the event /report is
 * compared with (`?compareTo=`, an organiser's). Loads again whenever the choice changes.
 */
export function BoothReportsPage() {
  const { compareTo } = useCompareTo();
  const selectId = useId();
  const [choice, setChoice] = useState<BoothChoice>('all');
  const [visitors, setVisitors] = useState(true);
  const booths = useAsyncData(getBoothNames);
  const load = useCallback(
    (request: ReportRequest, signal: AbortSignal) => getBoothReports(choice, request, compareTo, signal),
    [choice, compareTo],
  );
  const { data, error, loading, reload, dialog } = useReportWithReason(load, visitors);
  const reports = data?.answer;

  return (
    <section className="page booth-reports-page" data-testid="booth-reports-page">
      <header className="page-header booth-reports-no-print">
        <div>
          <h1>{t.title}</h1>
          <Link
            to={compareTo === null ? '/report' : `/report?compareTo=${String(compareTo)}`}
            className="booth-reports-back"
          >
            {t.eventReport}
          </Link>
        </div>
      </header>
      <form
        className="card booth-reports-controls booth-reports-no-print"
        onSubmit={(event) => {
          event.preventDefault();
          reload();
        }}
      >
        <label htmlFor={selectId} className="booth-reports-control">
          <span>{t.booth}</span>
          <select
            id={selectId}
            data-testid="booth-reports-choice"
            value={String(choice)}
            onChange={(event) => {
              const value = event.target.value;
              setChoice(value === 'all' ? 'all' : Number(value));
            }}
          >
            <option value="all">{t.allBooths}</option>
            {booths.data?.map((booth) => (
              <option key={booth.id} value={String(booth.id)}>
                {booth.boothName}
              </option>
            ))}
          </select>
        </label>
        <label className="booth-reports-check">
          <input
            type="checkbox"
            checked={visitors}
            data-testid="booth-reports-visitors"
            onChange={(event) => {
              setVisitors(event.target.checked);
            }}
          />
          <span>{t.includeVisitors}</span>
        </label>
        <div className="booth-reports-buttons">
          <button
            type="submit"
            className="btn btn-secondary"
            data-testid="booth-reports-load"
            disabled={loading}
          >
            {t.load}
          </button>
          <PrintButton
            testId="booth-report-print"
            primary
            disabled={!reports || reports.length === 0 || loading}
          />
        </div>
      </form>
      <div className="booth-reports-no-print">
        <LoadStatus
          errorText={
            booths.error
              ? t.boothsFailed(booths.error.message)
              : error
                ? pages.loadFailed(error.message)
                : null
          }
          loadingText={loading ? pages.loading : null}
        />
        {data?.declined && <p className="message muted">{pages.declined}</p>}
        {reports?.length === 0 && <p className="muted">{t.noBooths}</p>}
      </div>
      {reports && (
        <div className="booth-reports" data-testid="booth-reports">
          {reports.map((report) => (
            <BoothReportView key={report.boothId} report={report} level={2} />
          ))}
        </div>
      )}
      {dialog}
    </section>
  );
}
