import html2canvas from 'html2canvas';

import { saveBlob } from '../../lib/api/save-file';

/** The spec's capture scale for the lecture QR image. */
const CAPTURE_SCALE = 2;

export const lectureQrFileName = (lectureId: string) => `${lectureId}.png`;

function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('PNG encoding failed'));
    }, 'image/png');
  });
}

/**
 * Captures the title, QR and info block at scale 2 on white and saves it as `{lectureId}.png`.
 * (html2canvas 1.4 cannot parse oklch()/color-mix(): the block is styled with hex colours only.)
 */
export async function saveLectureQrPng(block: HTMLElement, lectureId: string): Promise<void> {
  const canvas = await html2canvas(block, {
    scale: CAPTURE_SCALE,
    backgroundColor: '#ffffff',
    logging: false,
  });
  saveBlob(await pngOf(canvas), lectureQrFileName(lectureId));
}
