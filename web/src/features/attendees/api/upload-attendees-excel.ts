import { uploadWithProgress } from '../../../lib/upload-file';
import type { ExcelUploadResult } from '../types';

/** POST /api/users/upload-excel (multipart: file, eventId), reporting upload progress in percent. */
export function uploadAttendeesExcel(
  file: File,
  eventId: number,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ExcelUploadResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('eventId', String(eventId));
  return uploadWithProgress<ExcelUploadResult>('/users/upload-excel', form, {
    query: { eventId },
    onProgress,
    signal,
  });
}
