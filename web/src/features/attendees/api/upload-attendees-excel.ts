import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { uploadWithProgress } from '../../../lib/api/upload-file';

/** The workbook (multipart: file, eventId), reporting upload progress in percent. */
export function uploadAttendeesExcel(
  file: File,
  eventId: number,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('file', file);
  form.append('eventId', String(eventId));
  return uploadWithProgress(attendeeRoutes.uploadExcel, form, { query: { eventId }, onProgress, signal });
}
