import QRCode from 'qrcode';
import type { QrViewPageData } from '@expo/contract/qr-view-page';
import { programmeLinkPath, QR_VIEW_TEXTS, qrRefusalText } from '@expo/contract/qr-view-texts';
import type { Lang } from '@expo/contract/lang';
import { escapeHtml } from '../../kernel/escape-html.js';
import { languageSwitch } from '../../http/web-pages/language-switch.markup.js';

/** The spec's 256 px QR with a margin of 4 modules, at the web app's error correction (qrcode.react's L). */
const QR = { type: 'svg', width: 256, margin: 4, errorCorrectionLevel: 'L' } as const;

/** The entry QR of an attendee ID as SVG, named for a screen reader ('{name}님의 입장 QR 코드, ID …'). */
export async function qrSvg(id: number, label: string): Promise<string> {
  const svg = await QRCode.toString(String(id), QR);
  return svg.replace(
    '<svg ',
    `<svg class="qr-canvas" data-testid="qr-canvas" role="img" aria-label="${escapeHtml(label)}" `,
  );
}

const page = (lang: Lang, inner: string) =>
  `<div class="app"><main class="app-main"><section class="public-page">${languageSwitch(lang)}${inner}</section></main></div>`;

/**
 * /qr-view/{id} as the web app's QrViewPage draws it (the same elements, classes and texts), so the page reads
 * the same before any script runs and after the app has taken it over.
 */
export function qrViewMarkup(
  lang: Lang,
  data: QrViewPageData,
  svg: string | undefined,
  sig?: string,
): string {
  const texts = QR_VIEW_TEXTS[lang];
  if (data.kind === 'error') {
    const text = qrRefusalText(texts, data.code, data.message);
    return page(lang, `<p class="qr-status qr-not-found" role="alert">${escapeHtml(text)}</p>`);
  }
  return page(
    lang,
    `<div class="card public-card qr-card">` +
      `<h1 class="qr-heading">${escapeHtml(texts.heading(data.name))}</h1>${svg ?? ''}` +
      `<p class="qr-id" data-testid="qr-attendee-id">${escapeHtml(texts.id(data.id))}</p>` +
      `<p class="qr-event" data-testid="qr-event-name">${escapeHtml(data.eventName)}</p>` +
      `<p class="qr-notice">${escapeHtml(texts.darkModeNotice)}</p>` +
      // the download is drawn on the phone: usable once the app has taken the page over
      `<button type="button" class="btn btn-primary btn-block btn-large" disabled>${escapeHtml(texts.download)}</button>` +
      // the event's programme with the same signed link: the attendee's '내 일정' there
      (data.eventId && sig
        ? `<a class="btn btn-secondary btn-block qr-programme-link" href="${escapeHtml(programmeLinkPath(data.eventId, data.id, sig))}">${escapeHtml(texts.programme)}</a>`
        : '') +
      `</div>`,
  );
}
