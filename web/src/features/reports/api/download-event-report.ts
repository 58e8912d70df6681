import { downloadFile } from '../../../lib/api/download-file';
import { reportRoutes } from '@expo/contract/routes/reports';
import { reportTexts } from '../texts';
import { eventReportQuery } from './get-event-report';

/** The same figures as an Excel workbook (a sheet per section, 전년 대비 too). */
export function downloadEventReport(compareTo: number | null): Promise<void> {
  return downloadFile(reportRoutes.eventDownload, {
    query: eventReportQuery(compareTo),
    fallbackName: reportTexts.downloadFallbackName,
  });
}
