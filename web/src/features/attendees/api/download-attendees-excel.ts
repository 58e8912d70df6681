import { downloadFile } from '../../../lib/download-file';
import { getStoredEventId } from '../../../lib/session';

/** GET /api/users/download-excel: the event's attendees as .xlsx, fetched with the token. */
export function downloadAttendeesExcel(): Promise<void> {
  return downloadFile('/users/download-excel', {
    query: { eventId: getStoredEventId() },
    fallbackName: '참석자_목록.xlsx',
  });
}
