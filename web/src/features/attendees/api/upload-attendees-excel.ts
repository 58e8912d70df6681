import { uploadWithProgress } from '../../../lib/upload-file';
import type { AttendeeImportReport } from '@expo/contract/attendees';

/** POST /api/users/upload-excel (multipart: file, eventId), reporting upload progress in percent. */
export function uploadAttendeesExcel(
  file: File,
  eventId: number,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AttendeeImportReport> {
  const form = new FormData();
  form.append('file', file);
  form.append('eventId', String(eventId));
  return uploadWithProgress<AttendeeImportReport>('/users/upload-excel', form, {
    query: { eventId },
    onProgress,
    signal,
  });
}
