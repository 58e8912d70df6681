import { downloadFile } from '../../../lib/download-file';
import { reportTexts } from '../texts';
import { eventReportQuery } from './get-event-report';

/** GET /api/reports/event/download: the same figures as an Excel workbook (a sheet per section, 전년 대비 too). */
export function downloadEventReport(compareTo: number | null): Promise<void> {
  return downloadFile('/reports/event/download', {
    query: eventReportQuery(compareTo),
    fallbackName: reportTexts.downloadFallbackName,
  });
}
