import { surveyRoutes } from '@expo/contract/routes/surveys';

import { downloadFile } from '../../../lib/api/download-file';
import { getStoredEventId } from '../../../lib/session/admin';

/** The survey's raw answers as .xlsx (one row per response), fetched with the token (and the reason, if asked). */
export const downloadSurveyResponses = (id: number, title: string) =>
  downloadFile(surveyRoutes.downloadResponses, {
    params: { id },
    query: { eventId: getStoredEventId() },
    fallbackName: `${title}_응답.xlsx`,
  });
