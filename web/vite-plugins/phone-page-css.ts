import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** Design tokens, the page frame, buttons and the public pages' own: what every phone page is drawn with. */
const PHONE_PAGE_BASE = [
  'src/styles/base.css',
  'src/styles/shell.css',
  'src/styles/buttons.css',
  'src/features/attendees/components/public-pages.css',
  'src/components/language-switch.css',
];

/**
 * The styles of each attendee phone page the server draws itself (/qr-view, /program), by the name the server
 * asks for (server/src/http/web-pages/web-shell.ts, `PhonePage`): each page only its own, as the server puts them
 * inline in the page's head, so its first paint waits for no stylesheet (a round trip of half a second on a phone
 * network) and the page it compresses for every attendee at the entrance carries no other page's rules; the
 * app's stylesheet follows.
 */
const PHONE_PAGES: Record<string, string[]> = {
  'qr-view': PHONE_PAGE_BASE,
  programme: [...PHONE_PAGE_BASE, 'src/features/programme/components/programme.css'],
};

/** Writes `phone-page-{page}.css` (minified) beside index.html for each phone page. */
export function phonePageCss(): Plugin {
  let root = '.';
  return {
    name: 'expo:phone-page-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      for (const [page, files] of Object.entries(PHONE_PAGES)) {
        const css = files.map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
        const fileName = `phone-page-${page}.css`;
        const { code } = transform({ filename: fileName, code: new TextEncoder().encode(css), minify: true });
        this.emitFile({ type: 'asset', fileName, source: new TextDecoder().decode(code) });
      }
    },
  };
}
