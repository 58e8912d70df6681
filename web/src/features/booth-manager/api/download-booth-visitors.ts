import { downloadFile } from '../../../lib/download-file';
import { boothManagerTexts } from '../texts';

/** GET /api/booth-login/{boothId}/visits/download: the booth's visitors as .xlsx (its own event). */
export function downloadBoothVisitors(boothId: number, boothName: string): Promise<void> {
  return downloadFile(`/booth-login/${String(boothId)}/visits/download`, {
    fallbackName: boothManagerTexts.downloadFallbackName(boothName),
    auth: 'booth',
  });
}
