import { AppError } from '../../common/app-error.js';
import { parseFields } from '../../common/fields.js';
import { attendeeFieldSpecs, phoneDigits, type AttendeeFields } from '../domain/attendee-fields.js';
import {
  attendeeColumns,
  editableColumns,
  requiredColumns,
  type EditableColumn,
} from './attendee-columns.js';
import { cellText, UnreadableCell } from './excel-cell-text.js';
import { ExcelErrors } from './excel.errors.js';
import { unguardFormula } from '../../excel/formula-guard.js';

export interface AcceptedRow {
  /** The Excel row number (1-based, as shown in the spreadsheet). */
  row: number;
  fields: AttendeeFields;
}

export interface RejectedRow {
  row: number;
  /** Korean, for the person who fixes the file. */
  reason: string;
}

export interface WorkbookReadResult {
  /** The accepted rows not handed to `onRows` while reading. */
  rows: AcceptedRow[];
  rejected: RejectedRow[];
  /** Non-empty data rows: accepted + rejected. */
  total: number;
}

/** Header texts compare without spaces and case: ' 전화 번호 ' finds 전화번호, 'id' finds ID. */
const headerKey = (text: string) => text.replace(/\s+/g, '').toUpperCase();
/** No header is longer (a longer cell of the header row is not looked at). */
const MAX_HEADER_CHARS = 100;

/**
 * A cell's text cut down to what its validation needs to see: a value far longer than the column allows is
 * refused all the same, and a cell of megabytes (a huge shared string in every row) then costs no more
 * than a short one. Cut after trimming, so the length rule still applies to what is left: longer than
 * `maxLength` characters (each at most two UTF-16 units) even with one apostrophe taken away.
 */
function bounded(text: string, column: EditableColumn): string {
  const cap = column.maxLength !== undefined ? 2 * column.maxLength + 2 : 64;
  if (text.length <= cap) return text;
  const trimmed = text.trim();
  return trimmed.length <= cap ? trimmed : trimmed.slice(0, cap);
}

const columnsByHeader = new Map(attendeeColumns.map((column) => [headerKey(column.header), column]));

type ColumnKey = EditableColumn['key'];
type RawFields = Partial<Record<ColumnKey, string>>;

/** Every problem of the row (not only the first, unlike the API), or its fields. */
function validate(
  raw: RawFields,
  unreadable: ReadonlyMap<ColumnKey, string> | undefined,
): { fields: AttendeeFields } | { reasons: string[] } {
  const reasons: string[] = [];
  for (const column of editableColumns) {
    const problem = unreadable?.get(column.key);
    if (problem) {
      reasons.push(problem);
      continue;
    }
    try {
      attendeeFieldSpecs[column.key].parse(raw[column.key]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reasons.push(error.message);
    }
  }
  if (reasons.length) return { reasons };
  return { fields: parseFields(attendeeFieldSpecs, raw) };
}

/**
 * Turns the rows of one sheet, in order, into validated attendees. The first non-empty row is the header;
 * columns are found by header text (unknown ones ignored, ID and 출력시간 too); every later row that has a
 * value in an upload column is a data row, validated with the same field specs as the API.
 */
export class AttendeeRowCollector {
  private columns: Map<number, EditableColumn> | undefined;
  private readonly phoneRows = new Map<string, number>();
  private readonly rows: AcceptedRow[] = [];
  private readonly rejected: RejectedRow[] = [];
  private total = 0;
  private failure: AppError | undefined;

  /** `countOnly`: rows are counted (the header and the row limit checked), not validated nor kept. */
  constructor(
    private readonly maxRows: number,
    private readonly countOnly = false,
  ) {}

  /** False once the file is known to be refused: the caller may stop looking at the rows. */
  get accepting(): boolean {
    return this.failure === undefined;
  }

  /** One sheet row; `values` is indexed by column number (1-based), as the sheet reader gives them. */
  add(rowNumber: number, values: readonly unknown[]): void {
    if (this.failure) return;
    if (this.columns) this.addDataRow(rowNumber, values);
    else if (values.some((value) => isPresent(cellText(value)))) this.readHeader(values);
  }

  /** Accepted rows not yet taken. */
  get pending(): number {
    return this.rows.length;
  }

  /** Hands over the accepted rows read so far (for importing while reading) and forgets them. */
  takeRows(): AcceptedRow[] {
    return this.rows.splice(0, this.rows.length);
  }

  /** The rows read (those not taken yet), or the error that refuses the whole file. */
  result(): WorkbookReadResult {
    if (this.failure) throw this.failure;
    if (this.total === 0) throw ExcelErrors.empty();
    return { rows: this.rows, rejected: this.rejected, total: this.total };
  }

  private readHeader(values: readonly unknown[]): void {
    const columns = new Map<number, EditableColumn>();
    const found = new Set<string>();
    values.forEach((value, columnNumber) => {
      const text = cellText(value);
      if (typeof text !== 'string' || text.length > MAX_HEADER_CHARS) return;
      const column = columnsByHeader.get(headerKey(text));
      if (!column || found.has(column.key)) return;
      found.add(column.key);
      if (!column.readOnly) columns.set(columnNumber, column);
    });
    const missing = requiredColumns.filter((column) => !found.has(column.key));
    if (missing.length) this.failure = ExcelErrors.missingColumns(missing.map((column) => column.header));
    this.columns = columns;
  }

  private addDataRow(rowNumber: number, values: readonly unknown[]): void {
    const raw: RawFields = {};
    let unreadable: Map<ColumnKey, string> | undefined; // made for the rare row that needs it
    let present = false;
    for (const [columnNumber, column] of this.columns ?? []) {
      const text = cellText(values[columnNumber], { asPhone: column.key === 'phoneNumber' });
      if (text instanceof UnreadableCell) {
        unreadable ??= new Map();
        unreadable.set(column.key, `${column.header} 칸의 값을 읽을 수 없습니다 (${text.shown}).`);
        present = true;
      } else if (text !== undefined) {
        raw[column.key] = unguardFormula(bounded(text, column));
        present ||= text.trim() !== '';
      }
    }
    if (!present) return;

    this.total += 1;
    if (this.total > this.maxRows) {
      this.failure = ExcelErrors.tooManyRows(this.maxRows);
      this.rows.length = 0;
      this.rejected.length = 0;
      return;
    }
    if (this.countOnly) return;

    const outcome = validate(raw, unreadable);
    if ('reasons' in outcome) {
      this.rejected.push({ row: rowNumber, reason: outcome.reasons.join(' ') });
      return;
    }
    const digits = phoneDigits(outcome.fields.phoneNumber);
    const earlier = this.phoneRows.get(digits);
    if (earlier !== undefined) {
      this.rejected.push({ row: rowNumber, reason: `파일 안에서 전화번호가 중복됩니다 (${earlier}행).` });
      return;
    }
    if (digits) this.phoneRows.set(digits, rowNumber);
    this.rows.push({ row: rowNumber, fields: outcome.fields });
  }
}

const isPresent = (text: ReturnType<typeof cellText>) =>
  text instanceof UnreadableCell || (text !== undefined && text.trim() !== '');
