import '../../../components/report/reports.css';

import { Link } from 'react-router-dom';

import { DownloadButton } from '../../../components/download-button';
import { LoadStatus } from '../../../components/load-status';
import { downloadEventReport } from '../api/download-event-report';
import { useEventReport } from '../api/get-event-report';
import { hasActivity } from '../report-activity';
import { reportTexts } from '../texts';
import { useCompareTo } from '../../../components/report/use-compare-to';
import { AttendanceSection } from './attendance-section';
import { AudienceSection } from './audience-section';
import { BoothsSection } from './booths-section';
import { ComparePicker } from './compare-picker';
import { ComparisonSection } from './comparison-section';
import { HourlySection } from './hourly-section';
import { LecturesSection } from './lectures-section';
import { MessagesSection } from './messages-section';
import { OverviewSection } from './overview-section';
import { SurveysSection } from './surveys-section';
import { PrintButton } from '../../../components/report/print-button';

/**
 * /report (admin) '결과보고서': the event's figures after the doors close, section by section, printable on
 * A4 (reports.css) and downloadable as Excel; a link to every booth's 성과 보고서 (/report/booths). Until someone came in, visited a booth or checked in to a
 * lecture, one sentence stands for the traffic sections (no empty axes). An organiser may compare it with another
 * event ('전년 대비', `?compareTo=`): its section after 참가 현황, its sheet in the workbook, and the booths' reports
 * beside their namesakes.
 */
export function ReportPage() {
  const { organiser, compareTo, setCompareTo } = useCompareTo();
  const { data: report, error, loading, reload } = useEventReport(compareTo);
  const comparison = compareTo === null ? undefined : report?.comparison;
  const active = report ? hasActivity(report) : false;
  return (
    <section className="page report-page" data-testid="report-page">
      <header className="page-header report-header">
        <h1>{reportTexts.title}</h1>
        <div className="page-header-actions report-no-print">
          <PrintButton testId="report-print" />
          <DownloadButton
            label={reportTexts.download}
            testId="report-download"
            download={() => downloadEventReport(compareTo)}
          />
          <Link
            to={compareTo === null ? '/report/booths' : `/report/booths?compareTo=${String(compareTo)}`}
            className="btn btn-secondary"
            data-testid="report-booth-reports"
          >
            {reportTexts.boothReports}
          </Link>
        </div>
      </header>
      {organiser && <ComparePicker compareTo={compareTo} onChange={setCompareTo} />}
      <LoadStatus
        errorText={error ? reportTexts.loadFailed(error.message) : null}
        loadingText={loading && !report ? reportTexts.loading : null}
      />
      {report && (
        <div className="report-sections">
          <OverviewSection report={report} onSaved={reload} />
          <AttendanceSection attendance={report.attendance} showDays={active} />
          {comparison && <ComparisonSection eventName={report.details.name} comparison={comparison} />}
          {active ? (
            <>
              <HourlySection hourly={report.hourly} />
              <AudienceSection audience={report.audience} />
              <BoothsSection booths={report.booths} />
              <LecturesSection lectures={report.lectures} />
            </>
          ) : (
            <>
              <section className="card report-section report-section-empty">
                <p className="report-empty" data-testid="report-empty">
                  {reportTexts.empty}
                </p>
              </section>
              <AudienceSection audience={report.audience} />
            </>
          )}
          <MessagesSection messages={report.messages} />
          <SurveysSection surveys={report.surveys} />
        </div>
      )}
    </section>
  );
}
