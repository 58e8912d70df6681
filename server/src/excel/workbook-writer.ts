import { EventEmitter, once } from 'node:events';
import { Stream, Writable, finished } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { guardFormula } from './formula-guard.js';

export type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type Sheet = ExcelJS.Worksheet;

/** Yield to the event loop at least this often, so the zip reaches the output while rows are added. */
const ROWS_PER_TURN = 256;

/** A cell as written: numbers stay numbers, text is guarded against formula injection, empty is blank. */
export const cellValue = (value: string | number | undefined) =>
  typeof value === 'number' ? value : value ? guardFormula(value) : null;

/**
 * exceljs's streaming reader decodes XML entities twice in inline strings (what this writer writes), so text
 * that itself contains '&amp;', '&lt;' … would come back altered on upload. The (rare) rows holding such
 * text are written through the shared-strings table instead, which that reader decodes once.
 */
const DECODED_TWICE = /&(?:lt|gt|amp|apos|quot);/;

/** Adds and commits one row of plain values (guarded as by cellValue). */
export function addRow(sheet: Sheet, raw: readonly (string | number | undefined)[]): void {
  const values = raw.map(cellValue);
  const viaSharedStrings = values.some((value) => typeof value === 'string' && DECODED_TWICE.test(value));
  if (viaSharedStrings) Reflect.set(sheet, 'useSharedStrings', true);
  sheet.addRow(values).commit();
  if (viaSharedStrings) Reflect.set(sheet, 'useSharedStrings', false);
}

export interface SheetColumn {
  header: string;
  width: number;
  /** Text format, so numbers such as phone numbers keep their leading zero when typed into the sheet. */
  text?: boolean;
}

/** A worksheet with a frozen, bold header row. */
export function addSheet(workbook: Workbook, name: string, columns: readonly SheetColumn[]): Sheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.text ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** exceljs's archiver is not part of its typings; it is there at runtime. */
function archiverOf(workbook: Workbook): EventEmitter | undefined {
  const zip: unknown = Reflect.get(workbook, 'zip');
  return zip instanceof EventEmitter ? zip : undefined;
}

/**
 * Runs `fill` on a streaming workbook written to `out`, then finishes the zip and waits for `out` to finish.
 * exceljs writes into the zip without looking at backpressure, so `ready()` (called after each row) waits
 * while `out` is full and throws once `out` failed or closed early (the client went away): rows are then
 * no longer read (the row source's `return()` runs). On failure `out` is destroyed, so a half-written
 * file never looks complete, and the error is thrown.
 */
export async function writeWorkbook(
  out: NodeJS.WritableStream,
  fill: (workbook: Workbook, ready: (rowsWritten: number) => Promise<void>) => Promise<void>,
): Promise<void> {
  if (!(out instanceof Stream)) throw new TypeError('The workbook output must be a Node.js stream.');
  let failure: { error: unknown } | undefined;
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  const onError = (error: unknown) => {
    failure ??= { error };
    fail(error);
  };
  finished(out, (error) => error && onError(error));
  out.on('error', onError);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const zip = archiverOf(workbook);
  zip?.on('error', onError);

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  const ready = async (rowsWritten: number) => {
    throwIfFailed();
    if (out instanceof Writable && out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
    else if (rowsWritten % ROWS_PER_TURN === 0) await nextTurn();
    throwIfFailed();
  };

  try {
    await fill(workbook, ready);
    await Promise.race([workbook.commit(), failed]);
  } catch (error) {
    if (zip && 'abort' in zip && typeof zip.abort === 'function') zip.abort();
    if (out instanceof Writable && !out.destroyed) out.destroy();
    throw error;
  }
}

/** Streams rows into a one-sheet workbook: each row is committed as it is written, so memory stays flat. */
export async function writeSheet<T>(
  out: NodeJS.WritableStream,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<T> | Iterable<T>,
  toValues: (row: T) => readonly (string | number | undefined)[],
): Promise<void> {
  await writeWorkbook(out, async (workbook, ready) => {
    const sheet = addSheet(workbook, sheetName, columns);
    let written = 0;
    for await (const row of rows) {
      addRow(sheet, toValues(row));
      await ready(++written);
    }
    sheet.commit();
  });
}

/** The media type of .xlsx answers. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
