import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { downloadFile } from '../../../lib/api/download-file';

/** The upload template with its headers and one example row. */
export const downloadExcelTemplate = () =>
  downloadFile(attendeeRoutes.excelTemplate, { fallbackName: '참석자_업로드_양식.xlsx' });
