import { XlsxTooLargeError } from './not-xlsx.error.js';
import type { SheetValue } from './sheet-cell-value.js';

/** A worksheet has at most this many rows and columns (Excel 2007 and later: A1:XFD1048576). */
export const MAX_SHEET_ROWS = 1_048_576;
export const MAX_SHEET_COLUMNS = 16_384;

/** A merged range of cells (1-based, inclusive), as `<mergeCell ref="B2:B4"/>` names it. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** 'B12' → { row: 12, column: 2 }; undefined when it is no cell reference (or outside a worksheet). */
function cellRef(ref: string): { row: number; column: number } | undefined {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref.trim());
  if (!match) return undefined;
  let column = 0;
  for (const char of match[1].toUpperCase()) column = column * 26 + char.charCodeAt(0) - 64;
  const row = Number(match[2]);
  if (row < 1 || row > MAX_SHEET_ROWS || column > MAX_SHEET_COLUMNS) return undefined;
  return { row, column };
}

/** 'B2:C4' as a range; undefined for a single cell or anything that is not a range of a worksheet. */
export function mergedRange(ref: string): MergedRange | undefined {
  const [from, to, more] = ref.split(':');
  if (to === undefined || more !== undefined) return undefined;
  const a = cellRef(from);
  const b = cellRef(to);
  if (!a || !b) return undefined;
  const range = {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column),
  };
  return range.top === range.bottom && range.left === range.right ? undefined : range;
}

/**
 * Gives every cell of a merged range the value of its top-left cell, as a spreadsheet shows it (a person sees
 * one value across the whole range; the file holds it in the top-left cell only). Rows must come in order.
 * The cells it may fill in all are limited (`maxFilled`, XlsxTooLargeError beyond): ranges may be huge.
 */
export class MergedCellFill {
  private readonly ranges: readonly MergedRange[];
  private next = 0;
  private active: { range: MergedRange; value: SheetValue }[] = [];
  private filled = 0;

  constructor(
    ranges: readonly MergedRange[],
    private readonly maxFilled: number,
  ) {
    this.ranges = [...ranges].sort((a, b) => a.top - b.top);
  }

  /** Fills the cells of row `rowNumber` that merged ranges cover. */
  apply(rowNumber: number, values: SheetValue[]): void {
    if (this.active.length === 0 && this.next >= this.ranges.length) return;
    if (this.active.some(({ range }) => range.bottom < rowNumber))
      this.active = this.active.filter(({ range }) => range.bottom >= rowNumber);
    for (; this.next < this.ranges.length && this.ranges[this.next].top <= rowNumber; this.next++) {
      const range = this.ranges[this.next];
      // a range whose top row the file does not have holds no value
      if (range.bottom >= rowNumber)
        this.active.push({ range, value: range.top === rowNumber ? values[range.left] : undefined });
    }
    for (const { range, value } of this.active) {
      this.filled += range.right - range.left + 1;
      if (this.filled > this.maxFilled)
        throw new XlsxTooLargeError(`merged ranges cover more than ${this.maxFilled} cells`);
      for (let column = range.left; column <= range.right; column++) values[column] = value;
    }
  }
}
