import { Figure, PercentFigure } from '../../../components/report/figure';
import { ReportCard } from '../../../components/report/report-card';
import { boothFigure, compareWithMedian } from '../booth-report-figures';
import { boothReportTexts as t } from '../texts';
import type { BoothReport } from '@expo/contract/reports';
import { ComparisonCard } from './comparison-card';

/** '행사 부스 중앙값보다 42명 많습니다' (or 적습니다, or 같습니다). */
function MedianComparisonLine({
  report,
}: {
  report: Pick<BoothReport, 'boothId' | 'uniqueVisitors' | 'standing'>;
}) {
  const { kind, difference } = compareWithMedian(report.uniqueVisitors, report.standing.eventMedian);
  if (kind === 'same') return <span className="stat-note">{t.median.same}</span>;
  return (
    <span className="stat-note" data-testid="booth-report-median-comparison">
      {t.median.before}
      <Figure name={boothFigure(report.boothId, 'medianDifference')} value={difference} />
      {t.median[kind]}
    </span>
  );
}

/**
 * The big numbers: 순방문자, 방문, 재방문 (with 재방문자 and 재방문율), 순위 among the event's booths, 상위 비율, the
 * event's median booth, and 전년 대비 when the booth took part in the event compared with.
 */
export function StandingCards({ report }: { report: BoothReport }) {
  const { boothId, standing } = report;
  const figure = (key: string) => boothFigure(boothId, key);
  const card = (key: string) => ({
    testId: `booth-report-card-${key}`,
    className: 'booth-report-card',
  });
  return (
    <ul className="stat-cards booth-report-cards">
      <ReportCard label={t.cards.uniqueVisitors} {...card('uniqueVisitors')}>
        <Figure name={figure('uniqueVisitors')} value={report.uniqueVisitors} />
      </ReportCard>
      <ReportCard label={t.cards.visits} {...card('visits')}>
        <Figure name={figure('visits')} value={report.visits} />
      </ReportCard>
      <ReportCard
        label={t.cards.revisits}
        {...card('revisits')}
        title={t.revisitHint}
        note={
          <span className="stat-note">
            {t.returning.before}
            <Figure name={figure('returningVisitors')} value={report.returningVisitors} />
            {t.returning.between}
            <PercentFigure name={figure('revisitRate')} share={report.revisitRate} />
          </span>
        }
      >
        <Figure name={figure('revisits')} value={report.revisits} />
      </ReportCard>
      <ReportCard label={t.cards.rank} {...card('rank')}>
        <Figure name={figure('rank')} value={standing.rank} />
        <span className="booth-report-unit">{t.rankAfter}</span>
        <Figure name={figure('booths')} value={standing.booths} />
        <span className="booth-report-unit">{t.boothsAfter}</span>
      </ReportCard>
      <ReportCard label={t.cards.topShare} {...card('topShare')}>
        <span className="booth-report-unit">{t.topShareBefore}</span>
        <PercentFigure name={figure('topShare')} share={standing.topShare} />
      </ReportCard>
      <ReportCard
        label={t.cards.eventMedian}
        {...card('eventMedian')}
        note={<MedianComparisonLine report={report} />}
      >
        <Figure name={figure('eventMedian')} value={standing.eventMedian} />
      </ReportCard>
      {report.comparison && <ComparisonCard boothId={boothId} comparison={report.comparison} />}
    </ul>
  );
}
