import { downloadFile } from '../../../lib/download-file';
import { getStoredEventId } from '../../../lib/session';

/** GET /api/users/{id}/personal-data ('열람'): everything held about one attendee, as .xlsx. */
export function downloadAttendeePersonalData(id: number): Promise<void> {
  return downloadFile(`/users/${encodeURIComponent(String(id))}/personal-data`, {
    query: { eventId: getStoredEventId() },
    fallbackName: `참석자_${String(id)}_개인정보.xlsx`,
  });
}
