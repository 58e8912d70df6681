import { DownloadButton } from '../../../components/download-button';
import { LiveIndicator } from '../../../components/live-indicator';
import { LoadStatus } from '../../../components/load-status';
import { ChannelHealthBanner } from '../../../components/channel-health/channel-health-banner';
import { downloadStatsReport } from '../api/download-stats-report';
import { useLiveStats } from '../hooks/use-live-stats';
import { dashboardTexts } from '../texts';
import { BoothVisitsChart } from './booth-visits-chart';
import { EntriesByDayTable } from './entries-by-day-table';
import { LectureCheckinsChart } from './lecture-checkins-chart';
import { StatCards } from './stat-cards';
import { TopBooths } from './top-booths';
import { VisitsTimelineChart } from './visits-timeline-chart';

/** /dashboard (admin): the event's figures, kept live. */
export function DashboardPage() {
  const { stats, error, loading } = useLiveStats();
  return (
    <section className="page dashboard-page">
      <header className="page-header dashboard-header">
        <div className="dashboard-heading">
          <h1>{dashboardTexts.title}</h1>
          <LiveIndicator role="admin" />
        </div>
        <DownloadButton
          label={dashboardTexts.download}
          testId="stats-download"
          download={downloadStatsReport}
        />
      </header>
      <ChannelHealthBanner />
      <LoadStatus
        errorText={error ? dashboardTexts.loadFailed : null}
        loadingText={loading && !stats ? dashboardTexts.loading : null}
      />
      {stats && (
        <div className="dashboard-grid">
          <StatCards totals={stats.totals} />
          <VisitsTimelineChart timeline={stats.timeline} />
          <TopBooths booths={stats.booths} />
          <BoothVisitsChart booths={stats.booths} />
          <LectureCheckinsChart lectures={stats.lectures} />
          <EntriesByDayTable days={stats.entriesByDay} />
        </div>
      )}
    </section>
  );
}
