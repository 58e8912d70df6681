import type { LabelledCount } from '@expo/contract/reports';
import { NumberCell } from './figure';

/** One line of a table of counts: its name and its number, with the number's data-figure key. */
export interface CountRow {
  /** The number's data-figure key (`audience.countries.0`, `boothReport.3.leads.high`). */
  figure: string;
  name: string;
  count: number;
}

/** Counts by label as rows, in the given order: `figure(i)` keys the i-th number, an empty label reads `unnamed`. */
export function labelledCountRows(
  items: readonly LabelledCount[],
  figure: (index: number) => string,
  unnamed = '',
): CountRow[] {
  return items.map((item, index) => ({
    figure: figure(index),
    name: item.label || unnamed,
    count: item.count,
  }));
}

interface CountsTableProps {
  /** The headings of the names' column (국가, 관심도, 시간) and of the numbers' column. */
  columns: { name: string; count: string };
  rows: readonly CountRow[];
  /** A 합계 line after the rows (printed once, at the end: reports.css). */
  total?: CountRow;
  /** More classes of the table (report-table-compact, a page's own). */
  className?: string;
  /** The class that sizes the numbers' column (report-col-count). */
  countColumnClass?: string;
}

/** The numbers of a chart as a table beside or under it: a name and a number a row, in the given order. */
export function CountsTable({ columns, rows, total, className, countColumnClass }: CountsTableProps) {
  return (
    <table className={['data-table report-table', className].filter(Boolean).join(' ')}>
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col" className={['report-number', countColumnClass].filter(Boolean).join(' ')}>
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
      {total && (
        <tfoot>
          <tr>
            <th scope="row">{total.name}</th>
            <NumberCell name={total.figure} value={total.count} />
          </tr>
        </tfoot>
      )}
    </table>
  );
}
