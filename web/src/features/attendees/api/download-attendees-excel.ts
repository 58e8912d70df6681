import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { downloadFile } from '../../../lib/api/download-file';
import { getStoredEventId } from '../../../lib/session/admin';

/** The event's attendees as .xlsx, fetched with the token. */
export const downloadAttendeesExcel = () =>
  downloadFile(attendeeRoutes.downloadExcel, {
    query: { eventId: getStoredEventId() },
    fallbackName: '참석자_목록.xlsx',
  });
