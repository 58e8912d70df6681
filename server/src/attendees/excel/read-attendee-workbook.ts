import { EventEmitter } from 'node:events';
import { finished } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../common/app-error.js';
import { AttendeeRowCollector, type AcceptedRow, type WorkbookReadResult } from './attendee-row-collector.js';
import { ExcelErrors } from './excel.errors.js';
import { GuardedZipSource } from './guarded-zip-source.js';

export type { AcceptedRow, RejectedRow, WorkbookReadResult } from './attendee-row-collector.js';

const READER_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'emit',
} as const;

const isWorkbookEntry = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'type' in entry && entry.type === 'workbook';

/** The caller's `onRows` failed: its error is passed on as it is, not as a broken workbook. */
class SinkFailure {
  constructor(readonly error: unknown) {}
}

/** Rows handed to `onRows` at a time: small enough to keep the server's memory low, large enough for few round trips. */
export const ROWS_PER_BATCH = 2000;

export interface ReadOptions {
  maxRows: number;
  /**
   * Receives accepted rows in batches while the sheet is read, so they can be stored while the rest is
   * parsed (and need not all be held); reading waits for it. A rejection fails the read.
   */
  onRows?: (rows: AcceptedRow[]) => Promise<void>;
  batchSize?: number;
}

async function collectRows(source: GuardedZipSource, opts: ReadOptions): Promise<WorkbookReadResult> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, READER_OPTIONS);
  // exceljs looks up `model.sheets` (from xl/workbook.xml) for each sheet it parked in a temporary file; when
  // the zip ends before xl/workbook.xml (cut off, or not a workbook) it would throw there and leave the
  // temporary file and its descriptor behind.
  if (Reflect.get(reader, 'model') === undefined) Reflect.set(reader, 'model', {});
  let hasWorkbook = false;
  if (reader instanceof EventEmitter)
    reader.on('entry', (entry: unknown) => (hasWorkbook ||= isWorkbookEntry(entry)));

  const collector = new AttendeeRowCollector(opts.maxRows);
  const batchSize = opts.batchSize ?? ROWS_PER_BATCH;
  let sheets = 0;
  let sheetError: { error: unknown } | undefined;
  for await (const worksheet of reader) {
    const isFirst = sheets++ === 0;
    let lastRowNumber = 0;
    // Every sheet is read to its end, even when its rows are not wanted, and a sheet that fails does not stop
    // the loop: a sheet that comes before the shared strings in the zip (as Excel writes them) is parked by
    // exceljs in a temporary file, which it only deletes when asked for the next sheet.
    try {
      for await (const row of worksheet) {
        if (!isFirst || !collector.accepting || source.failed || sheetError) continue;
        // Some writers leave out the row number (r="…"): count on from the previous row then.
        const rowNumber =
          Number.isSafeInteger(row.number) && row.number > lastRowNumber ? row.number : lastRowNumber + 1;
        lastRowNumber = rowNumber;
        collector.add(rowNumber, Array.isArray(row.values) ? row.values : []);
        if (opts.onRows && collector.accepting && collector.pending >= batchSize)
          await opts.onRows(collector.takeRows()).catch((error: unknown) => {
            sheetError ??= { error: new SinkFailure(error) }; // the rest of the sheet is drained unread
          });
      }
    } catch (error) {
      sheetError ??= { error };
    }
  }
  if (sheetError) throw sheetError.error;
  if (!hasWorkbook) throw ExcelErrors.notWorkbook();
  return collector.result();
}

/**
 * Reads the attendees of the first worksheet of an .xlsx upload with exceljs's streaming reader (memory
 * stays flat with row count; only rows are kept, plus Excel's shared-strings table).
 *
 * Refuses the whole file with an AppError: EXCEL.NOT_WORKBOOK (not an .xlsx, or the stream failed),
 * EXCEL.MISSING_COLUMNS, EXCEL.TOO_MANY_ROWS (more than `maxRows` data rows), EXCEL.EMPTY.
 * Otherwise every non-empty data row is either in `rows` or, with its Excel row number and a Korean
 * reason, in `rejected` (invalid, or the same phone number as an earlier row of the file).
 *
 * Always settles, and leaves `input` consumed to its end (what is left after a failure is drained), so a
 * multipart parser feeding it can finish the request.
 */
export async function readAttendeeWorkbook(
  input: NodeJS.ReadableStream,
  opts: ReadOptions,
): Promise<WorkbookReadResult> {
  let fail: (error: unknown) => void = () => undefined;
  const broken = new Promise<never>((_, reject) => (fail = reject));
  const source = new GuardedZipSource((error) => fail(error));
  // Stay attached after the read: an input error that comes later must not go unhandled.
  input.on('error', (error) => source.fail(error));
  // An input destroyed before its end (e.g. busboy's file stream over its size limit) would never end the zip.
  finished(input, (error) => error && source.fail(error));
  input.pipe(source);

  const reading = collectRows(source, opts);
  // Whichever of the two loses the race is not awaited: keep its rejection from being unhandled.
  reading.catch(() => undefined);
  broken.catch(() => undefined);
  try {
    return await Promise.race([reading, broken]);
  } catch (error) {
    if (error instanceof SinkFailure) throw error.error;
    throw error instanceof AppError ? error : ExcelErrors.notWorkbook();
  } finally {
    input.unpipe(source);
    input.resume();
  }
}
