import { downloadFile } from '../../../lib/api/download-file';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The lecture's check-ins as .xlsx, fetched with the admin token. */
export const downloadLectureVisits = (lectureId: number, eventId: number) =>
  downloadFile(visitRoutes.downloadLectureVisitors, {
    params: { lectureId },
    query: { eventId },
    fallbackName: `강연_출석자_${String(lectureId)}.xlsx`,
  });
