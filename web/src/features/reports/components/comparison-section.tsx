import { useMemo } from 'react';

import { changeDirection, changeText, percentChangeText } from '../../../components/report/change-text';
import { COMPARED_SERIES, CURRENT_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { ComparisonRow, ReportComparison } from '@expo/contract/report-comparison';
import { Figure, PercentFigure } from '../../../components/report/figure';
import { ReportBlock, ReportSection } from '../../../components/report/report-section';
import { RowChart } from '../../../components/chart/row-chart';

const t = reportTexts.comparison;

/** A figure of one event: a count, or 입장률 as a percent ('-' without registrations). */
function ValueCell({ row, name, value }: { row: ComparisonRow; name: string; value: number | null }) {
  return (
    <td className="report-number">
      {row.metric === 'entryRate' ? (
        <PercentFigure name={name} share={value} />
      ) : (
        <Figure name={name} value={value ?? 0} />
      )}
    </td>
  );
}

/**
 * 전년 대비: this event's figures beside the compared event's, as bars (the counts) and as a table of both values,
 * the change and its percent (입장률's change in %p). Every number carries `data-figure="comparison.<metric>.…"`.
 */
export function ComparisonSection({
  eventName,
  comparison,
}: {
  eventName: string;
  comparison: ReportComparison;
}) {
  const series = useMemo(
    () => [
      { ...CURRENT_SERIES, name: eventName },
      { ...COMPARED_SERIES, name: comparison.name },
    ],
    [eventName, comparison.name],
  );
  const bars = useMemo(
    () =>
      comparison.rows
        .filter((row) => row.metric !== 'entryRate')
        .map((row) => ({ name: t.labels[row.metric], current: row.current, previous: row.previous })),
    [comparison.rows],
  );
  const against = `${t.against}${comparison.name}${comparison.period ? ` (${comparison.period})` : ''}`;
  return (
    <ReportSection id="comparison" title={t.title} testId="report-comparison" note={against}>
      <ReportBlock title={t.chart} testId="report-comparison-chart">
        <RowChart rows={bars} series={series} legend />
      </ReportBlock>
      <div className="report-table-scroll">
        <table
          className="data-table report-table report-comparison-table"
          data-testid="report-comparison-table"
        >
          <thead>
            <tr>
              <th scope="col">{t.columns.metric}</th>
              <th scope="col" className="report-number">
                {eventName}
              </th>
              <th scope="col" className="report-number">
                {comparison.name}
              </th>
              <th scope="col" className="report-number">
                {t.columns.change}
              </th>
              <th scope="col" className="report-number">
                {t.columns.changeRate}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => {
              const key = `comparison.${row.metric}`;
              return (
                <tr key={row.metric} data-testid={`report-comparison-${row.metric}`}>
                  <th scope="row">{t.labels[row.metric]}</th>
                  <ValueCell row={row} name={`${key}.current`} value={row.current} />
                  <ValueCell row={row} name={`${key}.previous`} value={row.previous} />
                  <td className={`report-number report-change-${changeDirection(row.change)}`}>
                    <span data-figure={`${key}.change`}>{changeText(row)}</span>
                    {row.metric === 'entryRate' && row.change !== null && t.points}
                  </td>
                  <td className={`report-number report-change-${changeDirection(row.changeRate)}`}>
                    <span data-figure={`${key}.changeRate`}>{percentChangeText(row.changeRate)}</span>
                    {row.changeRate !== null && '%'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}
