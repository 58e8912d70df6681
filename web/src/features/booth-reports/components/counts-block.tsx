import type { ChartSeries } from '../../../components/chart/chart-legend';
import { CountsTable, type CountRow } from '../../../components/report/counts-table';
import { RowChart } from '../../../components/chart/row-chart';
import { ReportBlock, type HeadingLevel } from '../../../components/report/report-section';

interface CountsBlockProps {
  level: HeadingLevel;
  title: string;
  /** The heading of the names' column (관심도, 태그, 소속, 국가) and of the counts' column. */
  columns: { name: string; count: string };
  /** Each with its figure's key `boothReport.<boothId>.…` (boothFigure). */
  rows: readonly CountRow[];
  series: ChartSeries;
  /** What stands for the chart and the table when there is no row. */
  empty?: string;
  testId: string;
}

/** Counts by one answer: bars at a fixed size with the numbers in a table beside them, in the given order. */
export function CountsBlock({ level, title, columns, rows, series, empty, testId }: CountsBlockProps) {
  return (
    <ReportBlock level={level} title={title} testId={testId}>
      {rows.length === 0 ? (
        empty && <p className="booth-report-note">{empty}</p>
      ) : (
        <div className="booth-report-beside">
          <RowChart rows={rows} series={[series]} beside />
          <CountsTable
            columns={columns}
            rows={rows}
            className="report-table-compact booth-report-count-table"
            countColumnClass="booth-report-col-count"
          />
        </div>
      )}
    </ReportBlock>
  );
}
