import type { Plugin, Rolldown } from 'vite';

import { chunkClosure, chunkOfModule } from './chunk-closure.ts';

/** The attendee QR screen's module, whose chunk (and the chunks it imports) a /qr-view visit needs. */
export const QR_VIEW_PAGE = '/src/features/attendees/qr-view-route.ts';

/** The chunks `/qr-view` needs beyond the entry: the page's chunk and what it imports, as URL paths. */
function qrViewChunks(bundle: Rolldown.OutputBundle, base: string): string[] {
  return chunkClosure(bundle, [chunkOfModule(bundle, QR_VIEW_PAGE)], true).map(
    (chunk) => `${base}${chunk.fileName}`,
  );
}

/**
 * The script index.html runs first on /qr-view/{id}: it starts downloading the QR screen's chunks
 * (modulepreload) at once, instead of once the app's entry has arrived and asked for them (each is a round trip
 * on a phone network). The server has drawn the page already (QR included); these are what the app needs to
 * take it over (the JPG download, the surveys).
 */
function earlyStartScript(chunks: string[]): string {
  return `(function () {
  if (!/^\\/qr-view\\/[^/]+\\/?$/.test(location.pathname)) return;
  ${JSON.stringify(chunks)}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
}

const CHARSET = /<meta charset="UTF-8" \/>/i;

/**
 * Puts the early-start script for /qr-view into index.html right after `<meta charset>`: before the
 * stylesheet, which would hold a script placed after it until the stylesheet has arrived.
 */
export function qrViewEarlyStart(): Plugin {
  let base = '/';
  return {
    name: 'expo:qr-view-early-start',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = context.bundle ? qrViewChunks(context.bundle, base) : [];
        if (!CHARSET.test(html)) throw new Error('qr-view-early-start: no <meta charset> in index.html');
        return html.replace(CHARSET, (meta) => `${meta}\n    <script>${earlyStartScript(chunks)}</script>`);
      },
    },
  };
}
