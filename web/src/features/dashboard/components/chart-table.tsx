import type { ReactNode } from 'react';

import { dashboardTexts } from '../texts';

interface ChartTableProps {
  /** The column headings; the first column names the row, the others hold numbers. */
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  testId: string;
}

/**
 * '표로 보기': a chart's figures as a table under it, closed until clicked or tapped, so every full name
 * and number can be read (also on a phone, where there is no hover). Left uncontrolled, it stays open
 * while live pushes redraw the chart.
 */
export function ChartTable({ columns, rows, testId }: ChartTableProps) {
  return (
    <details className="chart-table" data-testid={testId}>
      <summary className="chart-table-toggle">{dashboardTexts.showTable}</summary>
      <div className="chart-table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? 'chart-table-name' : 'chart-table-value'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="chart-table-name">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="chart-table-value">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
