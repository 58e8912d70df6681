import QRCode from 'qrcode';
import type { QrViewPageData } from '@expo/contract/qr-view-page';
import { QR_VIEW_TEXTS as TEXTS } from '@expo/contract/qr-view-texts';
import { escapeHtml } from '../../http/web-pages/web-shell.js';

/** The spec's 256 px QR with a margin of 4 modules, at the web app's error correction (qrcode.react's L). */
const QR = { type: 'svg', width: 256, margin: 4, errorCorrectionLevel: 'L' } as const;

/** The entry QR of an attendee ID as SVG, named for a screen reader ('{name}님의 입장 QR 코드, ID …'). */
export async function qrSvg(id: number, name: string): Promise<string> {
  const svg = await QRCode.toString(String(id), QR);
  const label = escapeHtml(TEXTS.qrAlternative(name, id));
  return svg.replace(
    '<svg ',
    `<svg class="qr-canvas" data-testid="qr-canvas" role="img" aria-label="${label}" `,
  );
}

const page = (inner: string) =>
  `<div class="app"><main class="app-main"><section class="public-page">${inner}</section></main></div>`;

/**
 * /qr-view/{id} as the web app's QrViewPage draws it (the same elements, classes and texts), so the page reads
 * the same before any script runs and after the app has taken it over.
 */
export function qrViewMarkup(data: QrViewPageData, svg: string | undefined): string {
  if (data.kind === 'error')
    return page(`<p class="qr-status qr-not-found" role="alert">${escapeHtml(data.text)}</p>`);
  return page(
    `<div class="card public-card qr-card">` +
      `<h1 class="qr-heading">${escapeHtml(TEXTS.heading(data.name))}</h1>${svg ?? ''}` +
      `<p class="qr-id" data-testid="qr-attendee-id">${escapeHtml(TEXTS.id(data.id))}</p>` +
      `<p class="qr-event" data-testid="qr-event-name">${escapeHtml(data.eventName)}</p>` +
      `<p class="qr-notice">${escapeHtml(TEXTS.darkModeNotice)}</p>` +
      // the download is drawn on the phone: usable once the app has taken the page over
      `<button type="button" class="btn btn-primary btn-block btn-large" disabled>${escapeHtml(TEXTS.download)}</button>` +
      `</div>`,
  );
}
