import type { ChartSeries } from '../../reports/components/chart-legend';
import { NumberCell } from '../../reports/components/figure';
import { BesideRowChart } from './beside-row-chart';
import { BoothReportBlock, type HeadingLevel } from './booth-report-section';

export interface CountRow {
  /** The figure's key after `boothReport.<boothId>.`: `leads.high`, `mix.countries.0`. */
  figure: string;
  name: string;
  count: number;
}

interface CountsBlockProps {
  level: HeadingLevel;
  title: string;
  /** The heading of the names' column (관심도, 태그, 소속, 국가) and of the counts' column. */
  columns: { name: string; count: string };
  rows: readonly CountRow[];
  series: ChartSeries;
  /** What stands for the chart and the table when there is no row. */
  empty?: string;
  testId: string;
}

/** Counts by one answer: bars at a fixed size with the numbers in a table beside them, in the given order. */
export function CountsBlock({ level, title, columns, rows, series, empty, testId }: CountsBlockProps) {
  return (
    <BoothReportBlock level={level} title={title} testId={testId}>
      {rows.length === 0 ? (
        empty && <p className="booth-report-note">{empty}</p>
      ) : (
        <div className="booth-report-beside">
          <BesideRowChart rows={rows} series={series} />
          <table className="data-table report-table report-table-compact booth-report-count-table">
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col" className="report-number booth-report-col-count">
                  {columns.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.figure}>
                  <th scope="row">{row.name}</th>
                  <NumberCell name={row.figure} value={row.count} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BoothReportBlock>
  );
}
