import { QR_VIEW_DATA_ELEMENT, qrViewPageData, type QrViewPageData } from '@expo/contract/qr-view-page';

/** What the server drew the page with, and the QR it drew (an `<svg>`, kept when the app replaces the page). */
export type ServerDrawnQrView = QrViewPageData & { qr?: SVGSVGElement };

let drawn: { path: string; data: ServerDrawnQrView | undefined } | undefined;

/**
 * What the server drew /qr-view/{id}?sig=… with (server/src/attendees/http/qr-view-page.controller.ts), for that
 * path only: the page the browser opened. Read once from its `<script type="application/json">`, before the app
 * replaces the page; undefined when the app drew the page itself (an admin's look without a signature) or the
 * JSON is not the contract's. The QR is the server's own element: the app shows it again rather than drawing
 * its own (qrcode.react may pick another mask, and the code must not change under a scanner).
 */
export function serverDrawnQrView(path: string): ServerDrawnQrView | undefined {
  if (!drawn) {
    const element = document.getElementById(QR_VIEW_DATA_ELEMENT);
    let data: ServerDrawnQrView | undefined;
    try {
      const parsed = qrViewPageData.safeParse(JSON.parse(element?.textContent ?? 'null'));
      const qr = document.querySelector<SVGSVGElement>('#root svg.qr-canvas') ?? undefined;
      data = parsed.success ? { ...parsed.data, qr } : undefined;
    } catch {
      data = undefined;
    }
    drawn = { path: location.pathname, data };
  }
  return drawn.path === path ? drawn.data : undefined;
}
