import { type ReactNode, useLayoutEffect, useRef } from 'react';

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
  /**
   * On a phone (below 640 px) each row becomes a card of labelled lines (the column names), its actions
   * beneath, so nothing is wider than the screen. False where the table has its own phone layout.
   */
  cardsOnPhone?: boolean;
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
  cardsOnPhone = true,
  children,
}: DataTableProps) {
  const table = useRef<HTMLTableElement>(null);
  // each cell's column name, the label of its line when the row is a card (a cell may say its own)
  useLayoutEffect(() => {
    if (!cardsOnPhone || !table.current) return;
    for (const row of Array.from(table.current.tBodies[0]?.rows ?? [])) labelCells(row, columns);
  });
  const classes = ['data-table', cardsOnPhone ? 'data-table-cards' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table ref={table} className={classes} data-testid={testId}>
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

/** Gives each cell of a row without a label of its own the name of the column it starts in. */
function labelCells(row: HTMLTableRowElement, columns: readonly string[]) {
  let column = 0;
  for (const cell of Array.from(row.cells)) {
    const name = columns[column];
    if (name !== undefined && !cell.hasAttribute('data-label')) cell.setAttribute('data-label', name);
    column += cell.colSpan;
  }
}
