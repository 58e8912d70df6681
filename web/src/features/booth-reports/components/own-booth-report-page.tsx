import '../../../components/download-reason.css';

import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { type BoothSession, getBoothSession, handleBoothUnauthorized } from '../../../lib/session/booth';
import { PrintButton } from '../../../components/report/print-button';
import { getOwnBoothReport } from '../api/get-own-booth-report';
import { useReportWithReason } from '../hooks/use-report-with-reason';
import type { ReportRequest } from '../reason-flow';
import { boothReportTexts } from '../texts';
import { BoothReportView } from './booth-report-view';

const t = boothReportTexts.pages;

/** /booth-report: the booth manager's own 성과 보고서 (booth token); without a stored booth, the login screen. */
export function OwnBoothReportPage() {
  const [session] = useState(getBoothSession);
  if (!session) return <Navigate to="/booth-login" replace />;
  return <OwnBoothReport session={session} />;
}

function OwnBoothReport({ session }: { session: BoothSession }) {
  const { boothId } = session;
  const load = useCallback(
    (request: ReportRequest, signal: AbortSignal) => getOwnBoothReport(boothId, request, signal),
    [boothId],
  );
  const { data, error, loading, dialog } = useReportWithReason(load, true);
  // the booth token is gone or expired: sign in again
  const unauthorized = error?.status === 401;
  useEffect(() => {
    if (unauthorized) handleBoothUnauthorized();
  }, [unauthorized]);

  return (
    <section className="page booth-reports-page" data-testid="booth-report-page">
      <div className="booth-reports-toolbar booth-reports-no-print">
        <Link to="/booth-visits2" className="btn btn-secondary" data-testid="booth-report-back">
          {t.backToVisitors}
        </Link>
        <PrintButton testId="booth-report-print" primary disabled={!data || loading} />
      </div>
      <div className="booth-reports-no-print">
        <LoadStatus
          errorText={error && !unauthorized ? t.loadFailed(error.message) : null}
          loadingText={loading && !data ? t.loading : null}
        />
        {data?.declined && <p className="message muted">{t.declined}</p>}
      </div>
      {data && (
        <div className="booth-reports">
          <BoothReportView report={data.answer} level={1} />
        </div>
      )}
      {dialog}
    </section>
  );
}
