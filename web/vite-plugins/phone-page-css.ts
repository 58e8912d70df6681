import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * The styles of the attendee's phone pages the server draws itself (/qr-view, /program): design tokens, the page frame,
 * buttons and the public pages' own. The server puts them inline in the page's head, so its first paint waits
 * for no stylesheet (a round trip of half a second on a phone network); the app's stylesheet follows.
 */
const PHONE_PAGE_STYLES = [
  'src/styles/base.css',
  'src/styles/shell.css',
  'src/styles/buttons.css',
  'src/features/attendees/components/public-pages.css',
  'src/components/language-switch.css',
  'src/features/programme/components/programme.css',
];

/** Writes `phone-page.css` (minified) beside index.html: server/src/http/web-pages/web-shell.ts reads it. */
export function phonePageCss(): Plugin {
  let root = '.';
  return {
    name: 'expo:phone-page-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const css = PHONE_PAGE_STYLES.map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
      const { code } = transform({
        filename: 'phone-page.css',
        code: new TextEncoder().encode(css),
        minify: true,
      });
      this.emitFile({ type: 'asset', fileName: 'phone-page.css', source: new TextDecoder().decode(code) });
    },
  };
}
