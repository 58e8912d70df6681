import { finished } from 'node:stream';
import { AppError } from '../../kernel/app-error.js';
import { NotXlsxError, XlsxTooLargeError } from '../../excel/not-xlsx.error.js';
import { openFirstSheet, type OpenSheet } from '../../excel/xlsx-reader.js';
import { AttendeeRowCollector, type AcceptedRow, type WorkbookReadResult } from './attendee-row-collector.js';
import { ExcelErrors } from './excel.errors.js';

export type { AcceptedRow, WorkbookReadResult } from './attendee-row-collector.js';

/** Rows handed to `onRows` at a time: small enough to keep the server's memory low, large enough for few round trips. */
export const ROWS_PER_BATCH = 2000;

/** Without a size limit from the caller (the upload's own limit applies first), files up to this size are read. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

export interface ReadOptions {
  maxRows: number;
  /**
   * Receives accepted rows in batches while the sheet is read, so they can be stored while the rest is
   * parsed (and need not all be held); reading waits for it. A rejection fails the read.
   */
  onRows?: (rows: AcceptedRow[]) => Promise<void>;
  batchSize?: number;
  /** Larger inputs are refused (default 256 MiB). */
  maxBytes?: number;
}

/** The caller's `onRows` failed: its error is passed on as it is, not as a broken workbook. */
class SinkFailure {
  constructor(readonly error: unknown) {}
}

/**
 * Limits on what an upload holds once inflated, from the row limit (docs/API.md, 'Excel upload'):
 * the shared strings are held in memory while the sheet is read (16 MiB + 256 bytes a row); the sheet is
 * streamed, so only time is at stake: 16 MiB + 2 KiB a row (a row of the attendee download is about 650
 * bytes), and 1,000,000 + 128 XML elements for each row the sheet has (about 35 a row of the download; the
 * rows its <row> tags make, up to the row limit). Each costs about the same time to parse, so a hostile sheet
 * takes at most as long as these allow: 3,000 rows of 16,384 empty cells each are refused after 1.4 million
 * elements, not 13.8 million (10 s of CPU on a slow day, 2026-11-28).
 */
export const xlsxLimits = (maxRows: number) => ({
  maxPartBytes: 16 * 2 ** 20 + maxRows * 256,
  maxSheetBytes: 16 * 2 ** 20 + maxRows * 2 * 1024,
  maxSheetElements: (rowTags: number) => 1_000_000 + Math.min(rowTags, maxRows) * 128,
});

/** An OLE compound file: a password-protected workbook or an old .xls (given an .xlsx name). */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The whole input (an upload is size-limited); rejects when it fails, is cut off, or exceeds `maxBytes`. */
function collect(input: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    input.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size <= maxBytes) chunks.push(bytes);
    });
    finished(input, (error) => {
      if (error) reject(error);
      else if (size > maxBytes) reject(new NotXlsxError(`larger than ${maxBytes} bytes`));
      else resolve(Buffer.concat(chunks, size));
    });
  });
}

/**
 * Counts the data rows without validating or keeping them: throws the refusal of a file with too many rows
 * (or without the required columns) before a single row is stored.
 */
async function countRows(sheet: OpenSheet, maxRows: number): Promise<void> {
  const counter = new AttendeeRowCollector(maxRows, true);
  for await (const rows of sheet.rows())
    for (const row of rows) {
      counter.add(row.number, row.values);
      if (!counter.accepting) counter.result(); // throws the refusal
    }
}

async function collectRows(file: Buffer, opts: ReadOptions): Promise<WorkbookReadResult> {
  if (file.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) throw ExcelErrors.encryptedOrXls();
  const sheet = await openFirstSheet(file, xlsxLimits(opts.maxRows));
  // a sheet that may hold more rows than allowed (one is the header) is counted first: refused before
  // anything is stored
  if (sheet.survey.rowTags > opts.maxRows + 1) await countRows(sheet, opts.maxRows);
  const collector = new AttendeeRowCollector(opts.maxRows);
  const batchSize = opts.batchSize ?? ROWS_PER_BATCH;
  for await (const rows of sheet.rows())
    for (const row of rows) {
      collector.add(row.number, row.values);
      if (!collector.accepting) return collector.result(); // throws the refusal
      if (opts.onRows && collector.pending >= batchSize)
        await opts.onRows(collector.takeRows()).catch((error: unknown) => {
          throw new SinkFailure(error);
        });
    }
  return collector.result();
}

/**
 * Reads the attendees of the first worksheet of an .xlsx upload. The upload is taken whole (it is
 * size-limited; a few MB for 50,000 rows), then its sheet is inflated and parsed as a stream: only rows in
 * flight and the shared-strings table are held.
 *
 * Refuses the whole file with an AppError: EXCEL.NOT_WORKBOOK (not an .xlsx, a broken or cut-off one, or the
 * input failed), EXCEL.NOT_XLSX_FORMAT (password-protected or .xls), EXCEL.CONTENT_TOO_LARGE (over the
 * inflated limits of xlsxLimits: a zip bomb), EXCEL.MISSING_COLUMNS, EXCEL.TOO_MANY_ROWS (more than
 * `maxRows` data rows: counted before any row is handed to `onRows` when the sheet may hold that many),
 * EXCEL.EMPTY.
 * Otherwise every non-empty data row is either in `rows` or, with its Excel row number and a Korean
 * reason, in `rejected` (invalid, or the same phone number as an earlier row of the file).
 *
 * Always settles, and leaves `input` consumed to its end, so a multipart parser feeding it can finish the
 * request.
 */
export async function readAttendeeWorkbook(
  input: NodeJS.ReadableStream,
  opts: ReadOptions,
): Promise<WorkbookReadResult> {
  // Stay attached after the read: an input error that comes later must not go unhandled.
  input.on('error', () => undefined);
  try {
    const file = await collect(input, opts.maxBytes ?? DEFAULT_MAX_BYTES);
    return await collectRows(file, opts);
  } catch (error) {
    if (error instanceof SinkFailure) throw error.error;
    if (error instanceof XlsxTooLargeError) throw ExcelErrors.contentTooLarge();
    throw error instanceof AppError ? error : ExcelErrors.notWorkbook();
  } finally {
    input.resume();
  }
}
