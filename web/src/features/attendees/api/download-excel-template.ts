import { downloadFile } from '../../../lib/download-file';

/** GET /api/users/excel-template: the upload template with its headers and one example row. */
export function downloadExcelTemplate(): Promise<void> {
  return downloadFile('/users/excel-template', { fallbackName: '참석자_업로드_양식.xlsx' });
}
