import { downloadFile } from '../../../lib/download-file';

/** GET /api/lecture-visits/{lectureId}/download: the lecture's check-ins as .xlsx, fetched with the admin token. */
export function downloadLectureVisits(lectureId: number, eventId: number): Promise<void> {
  return downloadFile(`/lecture-visits/${String(lectureId)}/download`, {
    query: { eventId },
    fallbackName: `강연_출석자_${String(lectureId)}.xlsx`,
  });
}
