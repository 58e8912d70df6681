import { Figure, PercentFigure } from '../../reports/components/figure';
import { boothFigure, compareWithMedian } from '../booth-report-figures';
import { boothReportTexts as t } from '../texts';
import type { BoothReport } from '@expo/contract/reports';

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

/** The big numbers: 순방문자, 방문, 재방문 (with 재방문자 and 재방문율), 순위 among the event's booths, 상위 비율, and the event's median booth. */
export function StandingCards({ report }: { report: BoothReport }) {
  const { boothId, standing } = report;
  const figure = (key: string) => boothFigure(boothId, key);
  return (
    <ul className="stat-cards booth-report-cards">
      <li className="card stat-card booth-report-card" data-testid="booth-report-card-uniqueVisitors">
        <span className="stat-label">{t.cards.uniqueVisitors}</span>
        <span className="stat-value">
          <Figure name={figure('uniqueVisitors')} value={report.uniqueVisitors} />
        </span>
      </li>
      <li className="card stat-card booth-report-card" data-testid="booth-report-card-visits">
        <span className="stat-label">{t.cards.visits}</span>
        <span className="stat-value">
          <Figure name={figure('visits')} value={report.visits} />
        </span>
      </li>
      <li
        className="card stat-card booth-report-card"
        data-testid="booth-report-card-revisits"
        title={t.revisitHint}
      >
        <span className="stat-label">{t.cards.revisits}</span>
        <span className="stat-value">
          <Figure name={figure('revisits')} value={report.revisits} />
        </span>
        <span className="stat-note">
          {t.returning.before}
          <Figure name={figure('returningVisitors')} value={report.returningVisitors} />
          {t.returning.between}
          <PercentFigure name={figure('revisitRate')} share={report.revisitRate} />
        </span>
      </li>
      <li className="card stat-card booth-report-card" data-testid="booth-report-card-rank">
        <span className="stat-label">{t.cards.rank}</span>
        <span className="stat-value">
          <Figure name={figure('rank')} value={standing.rank} />
          <span className="booth-report-unit">{t.rankAfter}</span>
          <Figure name={figure('booths')} value={standing.booths} />
          <span className="booth-report-unit">{t.boothsAfter}</span>
        </span>
      </li>
      <li className="card stat-card booth-report-card" data-testid="booth-report-card-topShare">
        <span className="stat-label">{t.cards.topShare}</span>
        <span className="stat-value">
          <span className="booth-report-unit">{t.topShareBefore}</span>
          <PercentFigure name={figure('topShare')} share={standing.topShare} />
        </span>
      </li>
      <li className="card stat-card booth-report-card" data-testid="booth-report-card-eventMedian">
        <span className="stat-label">{t.cards.eventMedian}</span>
        <span className="stat-value">
          <Figure name={figure('eventMedian')} value={standing.eventMedian} />
        </span>
        <MedianComparisonLine report={report} />
      </li>
    </ul>
  );
}
