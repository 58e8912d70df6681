import type { z } from 'zod';
import type { AppError } from '../../kernel/app-error.js';
import { attendeeFieldSchemas, type RejectedRow } from '@expo/contract/attendees';
import { phoneDigits, type AttendeeFields } from '../domain/attendee-fields.js';
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

/** An upload column where the header row has it: its cell number and how its cells are read. */
interface SheetColumn {
  index: number;
  column: EditableColumn;
  cell: { asPhone: boolean };
}

/** The answer of a field's schema to one cell text: the value, or the Korean reason it is refused. */
type FieldAnswer = { success: true; data: string } | { success: false; reason: string };

/** Cell texts of each column whose answers are remembered (the first ones met). */
const REMEMBERED_PER_COLUMN = 100;

/**
 * A column's check: the API's schema for the field, asked once per distinct text among the first ones met.
 * Columns of codes (Y/N, ONSITE/PRE, a country) hold a few texts in every row: their answers are reused, and
 * only names, phone numbers and addresses cost a schema run each (about 500 bytes of garbage a run: with five
 * more a row, a 50,000-row import peaked about 50 MB higher).
 */
class FieldCheck {
  private readonly answers = new Map<string | undefined, FieldAnswer>();

  constructor(private readonly schema: z.ZodType<string>) {}

  answer(text: string | undefined): FieldAnswer {
    const known = this.answers.get(text);
    if (known) return known;
    const parsed = this.schema.safeParse(text);
    // a field's schema refuses with one issue: its Korean message, as the API answers it
    const answer: FieldAnswer = parsed.success
      ? parsed
      : { success: false, reason: parsed.error.issues[0].message };
    if (this.answers.size < REMEMBERED_PER_COLUMN) this.answers.set(text, answer);
    return answer;
  }
}

type FieldChecks = Record<ColumnKey, FieldCheck>;

const fieldChecks = (): FieldChecks => {
  const checks: Partial<FieldChecks> = {};
  for (const column of editableColumns) checks[column.key] = new FieldCheck(attendeeFieldSchemas[column.key]);
  return checks as FieldChecks;
};

/**
 * Every problem of the row (not only the first, unlike the API), in column order, or its fields: each cell
 * is checked by the schema the API checks the same field with; an unreadable cell's problem is its reason.
 */
function validate(
  checks: FieldChecks,
  raw: RawFields,
  unreadable: ReadonlyMap<ColumnKey, string> | undefined,
): { fields: AttendeeFields } | { reasons: string[] } {
  const fields: Partial<Record<ColumnKey, string>> = {};
  let reasons: string[] | undefined;
  for (const column of editableColumns) {
    const problem = unreadable?.get(column.key);
    const answer: FieldAnswer =
      problem === undefined
        ? checks[column.key].answer(raw[column.key])
        : { success: false, reason: problem };
    if (answer.success) fields[column.key] = answer.data;
    else (reasons ??= []).push(answer.reason);
  }
  // every editable column is an attendee field, each given the value its schema answered
  return reasons ? { reasons } : { fields: fields as AttendeeFields };
}

/**
 * Turns the rows of one sheet, in order, into validated attendees. The first non-empty row is the header;
 * columns are found by header text (unknown ones ignored, ID and 출력시간 too); every later row that has a
 * value in an upload column is a data row, validated with the same schema as the API.
 */
export class AttendeeRowCollector {
  private columns: SheetColumn[] | undefined;
  private readonly checks = fieldChecks();
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
    const columns: SheetColumn[] = [];
    const found = new Set<string>();
    values.forEach((value, columnNumber) => {
      const text = cellText(value);
      if (typeof text !== 'string' || text.length > MAX_HEADER_CHARS) return;
      const column = columnsByHeader.get(headerKey(text));
      if (!column || found.has(column.key)) return;
      found.add(column.key);
      if (!column.readOnly)
        columns.push({ index: columnNumber, column, cell: { asPhone: column.key === 'phoneNumber' } });
    });
    const missing = requiredColumns.filter((column) => !found.has(column.key));
    if (missing.length) this.failure = ExcelErrors.missingColumns(missing.map((column) => column.header));
    this.columns = columns;
  }

  private addDataRow(rowNumber: number, values: readonly unknown[]): void {
    const raw: RawFields = {};
    let unreadable: Map<ColumnKey, string> | undefined; // made for the rare row that needs it
    let present = false;
    for (const { index, column, cell } of this.columns ?? []) {
      const text = cellText(values[index], cell);
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

    const outcome = validate(this.checks, raw, unreadable);
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
