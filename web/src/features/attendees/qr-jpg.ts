import { attendeeTexts } from './texts';

/** Attendee QR image layout of the spec. */
export const QR_SIZE = 256;
const PADDING = 20;
const TEXT_BAND = 80;
const FONT_FAMILY = "'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";

export interface QrJpgLabels {
  eventName: string;
  /** '{name} 입장QR' in the page's language. */
  entryLabel: string;
  /** The dark-mode notice in the page's language. */
  notice: string;
}

/**
 * The downloadable entry QR: white background, the QR with 20px padding, and an 80px text band
 * below with the event name and '{name} 입장QR' (bold 16px) and the red 14px dark-mode notice, in the page's language.
 */
export function renderQrJpg(qr: CanvasImageSource, { eventName, entryLabel, notice }: QrJpgLabels): string {
  const width = QR_SIZE + PADDING * 2;
  const bandTop = QR_SIZE + PADDING * 2;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = bandTop + TEXT_BAND;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(attendeeTexts.qrImageFailed);

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(qr, PADDING, PADDING, QR_SIZE, QR_SIZE);

  const center = width / 2;
  const maxTextWidth = width - PADDING;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#000000';
  context.font = `bold 16px ${FONT_FAMILY}`;
  context.fillText(eventName, center, bandTop + 12, maxTextWidth);
  context.fillText(entryLabel, center, bandTop + 36, maxTextWidth);
  context.fillStyle = '#ff0000';
  context.font = `14px ${FONT_FAMILY}`;
  context.fillText(notice, center, bandTop + 62, maxTextWidth);

  return canvas.toDataURL('image/jpeg', 1.0);
}

export const qrJpgFileName = (userId: string) => `qr_user_${userId}.jpg`;

/** The QR drawn on the page (an `<svg>`) as an image to draw on a canvas: made on the phone, so it works offline. */
export async function qrImageOf(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const image = new Image(QR_SIZE, QR_SIZE);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  return image;
}
