import { downloadFile } from '../../../lib/download-file';
import { getStoredEventId } from '../../../lib/session';
import { reportTexts } from '../texts';

/** GET /api/reports/event/download: the same figures as an Excel workbook (a sheet per section). */
export function downloadEventReport(): Promise<void> {
  return downloadFile('/reports/event/download', {
    query: { eventId: getStoredEventId() },
    fallbackName: reportTexts.downloadFallbackName,
  });
}
