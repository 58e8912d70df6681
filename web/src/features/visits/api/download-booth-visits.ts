import { downloadFile } from '../../../lib/download-file';

/** GET /api/booth-visits/{boothId}/download: the booth's visitors as .xlsx, fetched with the admin token. */
export function downloadBoothVisits(boothId: number, eventId: number): Promise<void> {
  return downloadFile(`/booth-visits/${String(boothId)}/download`, {
    query: { eventId },
    fallbackName: `부스_방문자_${String(boothId)}.xlsx`,
  });
}
