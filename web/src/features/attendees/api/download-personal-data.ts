import { downloadNamedFile } from '../../../lib/download-file';
import { getStoredEventId } from '../../../lib/session';

/** GET /api/users/{id}/personal-data ('열람'): everything held about one attendee, as .xlsx; answers the file name. */
export function downloadAttendeePersonalData(id: number): Promise<string> {
  return downloadNamedFile(`/users/${encodeURIComponent(String(id))}/personal-data`, {
    query: { eventId: getStoredEventId() },
    fallbackName: `참석자_${String(id)}_개인정보.xlsx`,
  });
}
