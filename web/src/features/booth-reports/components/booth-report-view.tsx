import '../../../components/report/reports.css';
import './booth-reports.css';

import { hasVisits } from '../booth-report-figures';
import { boothReportTexts as t } from '../texts';
import type { AdminBoothReport, BoothReport } from '@expo/contract/reports';
import { BoothReportHeading } from './booth-report-heading';
import type { HeadingLevel } from '../../../components/report/report-section';
import { HourlyVisitsSection } from './hourly-visits-section';
import { LeadsSection } from './leads-section';
import { SatisfactionSection } from './satisfaction-section';
import { StandingCards } from './standing-cards';
import { VisitorListSection } from './visitor-list-section';
import { VisitorMixSection } from './visitor-mix-section';

/**
 * One booth's 부스 성과 보고서, as the booth prints it (/booth-report) and the admin prints every booth's
 * (/report/booths, each report from a new A4 page): heading, the big numbers, then 시간대별 방문, 리드,
 * 방문자 구성 and 방문자 명단, and in the admin's reports the booth's 참가사 만족도. Every number carries `data-figure="boothReport.<boothId>.…"`; a booth without a
 * visit gets one sentence instead of the charts (no empty axes).
 */
export function BoothReportView({
  report,
  level,
}: {
  report: BoothReport | AdminBoothReport;
  level: HeadingLevel;
}) {
  const headingId = `booth-report-${String(report.boothId)}-title`;
  return (
    <article
      className="booth-report"
      data-testid={`booth-report-${String(report.boothId)}`}
      aria-labelledby={headingId}
    >
      <BoothReportHeading report={report} level={level} headingId={headingId} />
      <StandingCards report={report} />
      {hasVisits(report) ? (
        <>
          <HourlyVisitsSection report={report} level={level} />
          <LeadsSection report={report} level={level} />
          <VisitorMixSection report={report} level={level} />
          <VisitorListSection report={report} level={level} />
        </>
      ) : (
        <p className="booth-report-empty" data-testid="booth-report-empty">
          {t.noVisits}
        </p>
      )}
      {'satisfaction' in report && (
        <SatisfactionSection boothId={report.boothId} satisfaction={report.satisfaction} level={level} />
      )}
    </article>
  );
}
