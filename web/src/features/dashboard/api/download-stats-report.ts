import { downloadFile } from '../../../lib/download-file';
import { getStoredEventId } from '../../../lib/session';
import { dashboardTexts } from '../texts';

/** GET /api/stats/download: the same figures as an Excel report, fetched with the admin token. */
export function downloadStatsReport(): Promise<void> {
  return downloadFile('/stats/download', {
    query: { eventId: getStoredEventId() },
    fallbackName: dashboardTexts.downloadFallbackName,
  });
}
