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
}

/** ISO dates without a zone are wall-clock times: read them as UTC, as exceljs gives dates. */
function isoDate(text: string): Date {
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(text) || !text.includes('T');
  return new Date(zoned ? text : `${text}Z`);
}

function typedValue(type: string | undefined, value: string, sharedStrings: readonly string[]) {
  switch (type) {
    case 's':
      return sharedStrings[Number(value)];
    case 'str':
    case 'inlineStr':
      return unescapeSpreadsheet(value);
    case 'b':
      return Number(value) !== 0;
    case 'e':
      return { error: value };
    case 'd':
      return isoDate(value);
    default:
      return value.trim() === '' ? undefined : Number(value);
  }
}

export function sheetValue(cell: RawCell, sharedStrings: readonly string[]): SheetValue {
  if (cell.formula) {
    const result =
      cell.value === undefined || cell.value === ''
        ? undefined
        : typedValue(cell.type, cell.value, sharedStrings);
    return { formula: '', result };
  }
  if (cell.type === 'inlineStr' && cell.inline !== undefined) return cell.inline;
  return cell.value === undefined ? undefined : typedValue(cell.type, cell.value, sharedStrings);
}
