import { unescapeSpreadsheet } from './xml-text.js';

/**
 * A cell's value as read from sheet XML, in the shapes the attendee reader's cellText understands (those of
 * exceljs): string, number, boolean, Date, { error }, or { formula, result } for a formula (its cached
 * result, undefined when the file has none). undefined is an empty cell.
 */
export type SheetValue =
  | string
  | number
  | boolean
  | Date
  | { error: string }
  | { formula: string; result: Exclude<SheetValue, { formula: string }> | undefined }
  | undefined;

/** The raw parts of one `<c>` element. */
export interface RawCell {
  /** The t attribute: s, str, inlineStr, b, e, d, n (or none). */
  type: string | undefined;
  /** The text of `<v>`, decoded; undefined without one. */
  value: string | undefined;
  /** The text of `<is>` (all runs, without phonetic guides); undefined without one. */
  inline: string | undefined;
  formula: boolean;
  /** Its format shows a number as a date or time (see CellStylesReader). */
  dateFormat: boolean;
}

/** What the values of a sheet's cells depend on besides the cells. */
export interface SheetValueContext {
  sharedStrings: readonly string[];
  /** The workbook counts days from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Day 25569 of Excel's 1900 system is 1970-01-01 (the system counts a 29 February 1900 that never was). */
const EXCEL_1900_EPOCH_DAYS = 25569;
const DAYS_1900_TO_1904 = 1462;

/**
 * A date stored as a number (days, the fraction the time of day) as the wall-clock time read as UTC (as
 * exceljs gives dates); the number itself when it is no date a spreadsheet can show.
 */
function serialDate(serial: number, date1904: boolean): Date | number {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2958466) return serial; // after 9999-12-31
  const days = serial - EXCEL_1900_EPOCH_DAYS + (date1904 ? DAYS_1900_TO_1904 : 0);
  return new Date(Math.round(days * DAY_MS));
}

/** ISO dates without a zone are wall-clock times: read them as UTC, as exceljs gives dates. */
function isoDate(text: string): Date {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(text) || !text.includes('T');
  return new Date(zoned ? text : `${text}Z`);
}

function typedValue(cell: RawCell, value: string, context: SheetValueContext) {
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(value)];
    case 'str':
    case 'inlineStr':
      return unescapeSpreadsheet(value);
    case 'b':
      return Number(value) !== 0;
    case 'e':
      return { error: value };
    case 'd':
      return isoDate(value);
    default: {
      if (value.trim() === '') return undefined;
      const number = Number(value);
      return cell.dateFormat ? serialDate(number, context.date1904) : number;
    }
  }
}

export function sheetValue(cell: RawCell, context: SheetValueContext): SheetValue {
  if (cell.formula) {
    const result =
      cell.value === undefined || cell.value === '' ? undefined : typedValue(cell, cell.value, context);
    return { formula: '', result };
  }
  if (cell.type === 'inlineStr' && cell.inline !== undefined) return cell.inline;
  return cell.value === undefined ? undefined : typedValue(cell, cell.value, context);
}
