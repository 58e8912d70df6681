import type { ReactNode } from 'react';

interface DataTableProps {
  columns: readonly string[];
  testId: string;
  loading: boolean;
  /** The row count shown; with none and an emptyText, one row says so. */
  rowCount: number;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
  /** The empty text reports a failure: shown as an error and announced. */
  emptyIsError?: boolean;
  className?: string;
  /** The <tr> rows. */
  children: ReactNode;
}

/** The admin tables: a scrollable wrapper, a header row of column names, the rows, or the empty text. */
export function DataTable({
  columns,
  testId,
  loading,
  rowCount,
  emptyText,
  emptyIsError = false,
  className,
  children,
}: DataTableProps) {
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className={className ? `data-table ${className}` : 'data-table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children}
          {rowCount === 0 && emptyText !== null && (
            <tr>
              <td
                colSpan={columns.length}
                className={emptyIsError ? 'cell-empty cell-error' : 'cell-empty'}
                role={emptyIsError ? 'alert' : undefined}
              >
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
