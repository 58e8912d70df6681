import { downloadFile } from '../../../lib/api/download-file';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The booth's visitors as .xlsx, fetched with the admin token. */
export const downloadBoothVisits = (boothId: number, eventId: number) =>
  downloadFile(visitRoutes.downloadBoothVisitors, {
    params: { boothId },
    query: { eventId },
    fallbackName: `부스_방문자_${String(boothId)}.xlsx`,
  });
