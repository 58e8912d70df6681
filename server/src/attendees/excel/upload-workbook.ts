import busboy from 'busboy';
import { AppError, badRequest } from '../../kernel/app-error.js';
import { readAttendeeWorkbook, type ReadOptions, type WorkbookReadResult } from './read-attendee-workbook.js';
import type { IncomingUpload } from './upload-inbox.js';

export const uploadErrors = {
  noFile: () => badRequest('EXCEL.NO_FILE', '업로드할 엑셀 파일을 선택하세요.'),
  notXlsx: () => badRequest('EXCEL.NOT_XLSX', '.xlsx 파일만 업로드할 수 있습니다.'),
  tooLarge: (maxBytes: number) =>
    new AppError(
      'EXCEL.TOO_LARGE',
      `파일이 너무 큽니다. 최대 ${Math.floor(maxBytes / 1024 / 1024)}MB까지 업로드할 수 있습니다.`,
      413,
    ),
};

/**
 * Streams the multipart field `file` straight into the workbook reader (never buffered whole), which
 * hands valid rows to `onRows` in batches, and collects the other fields. Fails on a missing file, a
 * name not ending in .xlsx, or too many bytes.
 */
export function receiveWorkbook(
  upload: IncomingUpload,
  limits: { maxBytes: number; maxRows: number; onRows?: ReadOptions['onRows'] },
): Promise<{ result: WorkbookReadResult; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: upload.headers,
        limits: { fileSize: limits.maxBytes, files: 1, fields: 10 },
      });
    } catch {
      reject(uploadErrors.noFile());
      return;
    }
    const fields: Record<string, string> = {};
    let reading: Promise<WorkbookReadResult> | undefined;
    let failure: unknown;
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || reading) {
        stream.resume();
        return;
      }
      if (!/\.xlsx$/i.test(info.filename ?? '')) {
        failure ??= uploadErrors.notXlsx();
        stream.resume();
        return;
      }
      // busboy truncates the file at the limit and discards the rest; the answer waits for the request's end
      stream.on('limit', () => (failure = uploadErrors.tooLarge(limits.maxBytes)));
      reading = readAttendeeWorkbook(stream, { maxRows: limits.maxRows, onRows: limits.onRows });
      reading.catch((error: unknown) => {
        failure ??= error;
        stream.resume();
      });
    });
    parser.on('error', () =>
      reject(failure ?? badRequest('EXCEL.BAD_UPLOAD', '업로드 요청이 올바르지 않습니다.')),
    );
    parser.on('close', () => {
      if (failure) return reject(failure);
      if (!reading) return reject(uploadErrors.noFile());
      reading.then(
        (result) => (failure ? reject(failure) : resolve({ result, fields })),
        (error: unknown) => reject(failure ?? error),
      );
    });
    upload.body.on('aborted', () => reject(badRequest('EXCEL.ABORTED', '업로드가 중단되었습니다.')));
    upload.body.pipe(parser);
  });
}
