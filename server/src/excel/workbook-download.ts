import { attachmentHeader } from './content-disposition.js';
import { XLSX_MIME } from './workbook-writer.js';

/**
 * A workbook a query answers with: its file name and how to write it. The controller hands it to
 * `sendWorkbook`; rows are read while they are written, so memory stays flat whatever the count.
 */
export interface WorkbookDownload {
  fileName: string;
  /** Streams the .xlsx to `out` and ends it. */
  write(out: NodeJS.WritableStream): Promise<void>;
}

/** Writes a workbook into an HTTP answer as an attachment with its Korean file name (RFC 5987). */
export async function sendWorkbook(
  res: { setHeader(name: string, value: string): unknown } & NodeJS.WritableStream,
  workbook: WorkbookDownload,
): Promise<void> {
  res.setHeader('Content-Type', XLSX_MIME);
  res.setHeader('Content-Disposition', attachmentHeader(workbook.fileName));
  await workbook.write(res);
}
