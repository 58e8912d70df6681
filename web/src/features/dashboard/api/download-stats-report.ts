import { downloadFile } from '../../../lib/api/download-file';
import { getStoredEventId } from '../../../lib/session/admin';
import { statsRoutes } from '@expo/contract/routes/stats';
import { dashboardTexts } from '../texts';

/** The same figures as an Excel report, fetched with the admin token. */
export function downloadStatsReport(): Promise<void> {
  return downloadFile(statsRoutes.download, {
    query: { eventId: getStoredEventId() },
    fallbackName: dashboardTexts.downloadFallbackName,
  });
}
