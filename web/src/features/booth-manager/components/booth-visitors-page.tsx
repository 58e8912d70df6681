import { OpenSurveyLinks } from '../../../components/open-survey-links';
import { DownloadButton } from '../../../components/download-button';
import { LiveIndicator } from '../../../components/live-indicator';
import { LongText } from '../../../components/long-text';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

import { isApiError } from '../../../lib/api/api-client';
import {
  type BoothSession,
  clearBoothSession,
  getBoothSession,
  handleBoothUnauthorized,
} from '../../../lib/session/booth';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { useLiveVisits } from '../../../lib/live/use-live-visits';
import { downloadBoothVisitors } from '../api/download-booth-visitors';
import { getBoothVisitors } from '../api/get-booth-visitors';
import { useScanQueue } from '../hooks/use-scan-queue';
import { leadStore } from '../leads/lead-store';
import { useBoothLeads } from '../leads/use-booth-leads';
import { boothManagerTexts } from '../texts';
import type { BoothVisitor } from '@expo/contract/visits';
import { visitorCache } from '../visitor-cache';
import { BoothVisitorTable } from './booth-visitor-table';
import { LeadQueueNotice } from './lead-queue-notice';
import { LeadTagsManager } from './lead-tags-manager';
import { ScanQueueNotice } from './scan-queue-notice';

/** /booth-visits2: the booth manager's visitor list; without a stored booth, the login screen. */
export function BoothVisitorsPage() {
  const [session] = useState(getBoothSession);
  if (!session) return <Navigate to="/booth-login" replace />;
  return <BoothVisitors session={session} />;
}

function BoothVisitors({ session }: { session: BoothSession }) {
  const { boothId, boothName } = session;
  const navigate = useNavigate();

  const fetcher = useCallback((signal: AbortSignal) => getBoothVisitors(boothId, signal), [boothId]);
  const visitorList = useAsyncData(fetcher);
  const { data: visitors, error, loading, reload: reloadVisitors } = visitorList;
  // the visitors and their leads (관심도, 태그, 메모) are loaded together
  const reload = useCallback(() => {
    reloadVisitors();
    leadStore.reload(boothId);
  }, [reloadVisitors, boothId]);
  const queue = useScanQueue(boothId, { onDelivered: reload, onSignedOut: handleBoothUnauthorized });
  const leads = useBoothLeads(boothId, handleBoothUnauthorized);
  // the booth's own visits are pushed to its phones without a watch
  useLiveVisits({ role: 'booth', place: 'booth', placeId: boothId, watch: false }, visitorList);

  // the booth token is gone or expired: sign in again
  const unauthorized = error?.status === 401;
  const shownError = unauthorized ? undefined : error;
  // a fresh list is kept on the phone; while the list cannot be loaded, the last one is shown
  useEffect(() => {
    if (visitors && !error) visitorCache.save(boothId, visitors);
  }, [boothId, visitors, error]);
  const cached = shownError ? (visitors ?? visitorCache.load(boothId)) : undefined;
  const shownVisitors: readonly BoothVisitor[] = shownError ? (cached ?? []) : (visitors ?? []);
  useEffect(() => {
    if (unauthorized) handleBoothUnauthorized();
  }, [unauthorized]);

  useEffect(() => {
    // the scanner opens even when the connection drops later; back online, the list refreshes
    import('./qr-scan-page').catch(() => undefined);
    window.addEventListener('online', reload);
    return () => {
      window.removeEventListener('online', reload);
    };
  }, [reload]);

  // an expired booth token sends the manager to sign in again; other failures are the button's to report
  const download = async () => {
    try {
      await downloadBoothVisitors(boothId, boothName);
    } catch (caught) {
      if (!isApiError(caught) || caught.status !== 401) throw caught;
      handleBoothUnauthorized();
    }
  };

  return (
    <section className="booth-page">
      <header className="booth-header">
        <div>
          <h1 className="booth-name" data-testid="booth-name">
            <LongText text={boothName} lines={2} />
          </h1>
          <LiveIndicator role="booth" />
          <p className="page-subtitle">
            {boothManagerTexts.visitorsTitle}
            {visitors && !error && ` · ${boothManagerTexts.visitorCount(visitors.length)}`}
          </p>
        </div>
        <Link
          to="/booth-login"
          replace
          className="btn btn-ghost btn-small booth-logout"
          onClick={clearBoothSession}
        >
          {boothManagerTexts.logout}
        </Link>
      </header>
      <div className="booth-actions">
        <button
          type="button"
          className="btn btn-primary btn-block btn-large booth-scan-button"
          onClick={() => void navigate('/qr-scan')}
        >
          {boothManagerTexts.scanQr}
        </button>
        <DownloadButton className="btn btn-secondary btn-block" download={download} />
        <Link to="/booth-report" className="btn btn-secondary btn-block" data-testid="booth-report-link">
          {boothManagerTexts.boothReport}
        </Link>
      </div>
      {/* 참가사 만족도: the event's exhibitor surveys open now */}
      <OpenSurveyLinks who={{ kind: 'booth' }} />
      <ScanQueueNotice pending={queue.pending} failed={queue.failed} onDismissFailed={queue.dismissFailed} />
      <LeadQueueNotice boothId={boothId} pending={leads.pending} failed={leads.failed} />
      {leads.state.error && !leads.state.loaded && leads.state.error.status !== 401 && (
        <p className="message message-error" role="alert">
          {boothManagerTexts.leadsLoadFailed}
        </p>
      )}
      {leads.state.loaded && (
        <LeadTagsManager boothId={boothId} tags={leads.state.tags} onSignedOut={handleBoothUnauthorized} />
      )}
      {shownError && cached && (
        <div className="message message-error booth-visitors-stale" role="alert">
          <p>{boothManagerTexts.visitorsFailed}</p>
          <p>{boothManagerTexts.visitorsCached}</p>
        </div>
      )}
      {shownVisitors.some((visitor) => visitor.masked) && (
        <p className="message muted booth-hidden-note" role="note" data-testid="hidden-visitors-note">
          {boothManagerTexts.hiddenVisitorsNote}
        </p>
      )}
      <BoothVisitorTable
        boothId={boothId}
        visitors={shownVisitors}
        loading={loading}
        emptyText={
          shownError
            ? cached
              ? boothManagerTexts.visitorsEmpty
              : boothManagerTexts.visitorsFailed
            : visitors
              ? boothManagerTexts.visitorsEmpty
              : boothManagerTexts.visitorsLoading
        }
        emptyIsError={Boolean(shownError) && !cached}
      />
    </section>
  );
}
