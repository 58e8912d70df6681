import { sheet, type AnySheet, type CellInput, type SheetColumn } from './workbook-writer.js';

/** A column of a report sheet: its header and width, and the cell it takes from each row. */
export type ValueColumn<T> = SheetColumn & { value: (row: T) => CellInput };

/** A sheet whose columns say what each cell holds (the one column table of a report's sheet). */
export function columnSheet<T>(
  name: string,
  columns: readonly ValueColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): AnySheet {
  return sheet({ name, columns, rows, values: (row) => columns.map((column) => column.value(row)) });
}
