import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
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

/**
 * Streams a workbook as the answer, an attachment with its Korean file name (RFC 5987). Fastify pipes it
 * with back-pressure; a failure half-way cuts the connection (the error filter), never sends a corrupt file.
 */
export async function sendWorkbook(reply: FastifyReply, workbook: WorkbookDownload): Promise<void> {
  const body = new PassThrough();
  void reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachmentHeader(workbook.fileName))
    .send(body);
  try {
    await workbook.write(body);
  } catch (error) {
    body.destroy(error as Error);
    throw error;
  }
}
