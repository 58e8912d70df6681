import { downloadFile } from '../../../lib/api/download-file';
import { boothManagerTexts } from '../texts';
import { visitRoutes } from '@expo/contract/routes/visits';

/** The booth's visitors as .xlsx (its own event). */
export const downloadBoothVisitors = (boothId: number, boothName: string) =>
  downloadFile(visitRoutes.downloadOwnBoothVisitors, {
    params: { boothId },
    fallbackName: boothManagerTexts.downloadFallbackName(boothName),
  });
