import { countChangeText, percentChangeText } from '../../../components/report/change-text';
import { Figure } from '../../../components/report/figure';
import { ReportCard } from '../../../components/report/report-card';
import { boothFigure } from '../booth-report-figures';
import { boothReportTexts as t } from '../texts';
import type { BoothComparison } from '@expo/contract/report-comparison';

/**
 * 전년 대비: the unique visitors of the same-named booth in the event compared with, and the change to this
 * event's (a booth that was not there has no card).
 */
export function ComparisonCard({ boothId, comparison }: { boothId: number; comparison: BoothComparison }) {
  const figure = (key: string) => boothFigure(boothId, `comparison.${key}`);
  const { change, changeRate } = comparison;
  return (
    <ReportCard
      label={t.comparison.card}
      testId="booth-report-card-comparison"
      className="booth-report-card booth-report-card-wide"
      note={
        <span className="stat-note">
          {comparison.name}
          {t.comparison.between}
          <span data-figure={figure('change')}>{change === null ? '-' : countChangeText(change)}</span>
          {changeRate === null ? (
            t.comparison.peopleOnly
          ) : (
            <>
              {t.comparison.people}
              <span data-figure={figure('changeRate')}>{percentChangeText(changeRate)}</span>
              {t.comparison.after}
            </>
          )}
        </span>
      }
    >
      <Figure name={figure('uniqueVisitors')} value={comparison.uniqueVisitors} />
    </ReportCard>
  );
}
