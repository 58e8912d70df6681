import { privacyRoutes } from '@expo/contract/routes/privacy';
import { downloadNamedFile } from '../../../lib/api/download-file';
import { getStoredEventId } from '../../../lib/session/admin';

/** '열람': everything held about one attendee, as .xlsx; answers the file name. */
export const downloadAttendeePersonalData = (id: number) =>
  downloadNamedFile(privacyRoutes.personalData, {
    params: { id },
    query: { eventId: getStoredEventId() },
    fallbackName: `참석자_${String(id)}_개인정보.xlsx`,
  });
