import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { Lang } from '@expo/contract/lang';
import { escapeHtml } from '../../kernel/escape-html.js';
import { findWebDist } from '../web-app.js';

/** The phone pages the server draws, each with its own inline styles (web/vite-plugins/phone-page-css.ts). */
export type PhonePage = 'qr-view' | 'programme';

/** What a page drawn by the server puts into the web app's index.html. */
export interface PageParts {
  /** Which page: its styles go inline in the head. */
  styles: PhonePage;
  /** The page's language (`<html lang>`). */
  lang: Lang;
  /** The page's markup, put inside `#root` (the app replaces it with the same once its JavaScript runs). */
  root: string;
  /** The document's title. */
  title: string;
  /** What the page showed, as JSON in `<script type="application/json" id=…>` for the app to take over with. */
  data?: { element: string; value: unknown };
}

const ROOT = '<div id="root"></div>';
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;
/** A phone page's own styles, built beside index.html (web/vite-plugins/phone-page-css.ts). */
const phonePageCss = (page: PhonePage) => `phone-page-${page}.css`;

/** JSON inside a `<script>` element: no `<` can close it or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built web app's index.html, for the pages the server draws itself (the attendee's QR page): the page's
 * markup inside `#root`, the phone pages' styles inline in the head (nothing to wait for before the first paint
 * on a slow network), and the app's stylesheet moved after the markup, where it holds up the app's scripts but
 * not the paint. Without a build (the Vite dev server answers pages then) a bare document.
 */
@Injectable()
export class WebShell {
  /** index.html's head for each phone page, its styles inline. */
  private readonly heads: Readonly<Record<PhonePage, string>>;
  private readonly tail: string;
  /** index.html as built: the app draws the page itself. */
  readonly plain: string;

  constructor() {
    const dist = findWebDist();
    const html = dist
      ? readFileSync(join(dist, 'index.html'), 'utf8')
      : `<!doctype html>\n<html lang="ko">\n<head><meta charset="UTF-8" /><title></title></head>\n<body>${ROOT}</body>\n</html>\n`;
    this.plain = html;
    const stylesheets = (html.match(STYLESHEETS) ?? []).map((link) => link.trim());
    const [head, tail] = html.replace(STYLESHEETS, '').split(ROOT);
    if (tail === undefined) throw new Error(`web/dist/index.html has no ${ROOT}`);
    const withStyles = (page: PhonePage) => {
      const file = dist ? join(dist, phonePageCss(page)) : undefined;
      const css = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
      return head!.replace('</head>', `    <style>${css}</style>\n  </head>`);
    };
    this.heads = { 'qr-view': withStyles('qr-view'), programme: withStyles('programme') };
    this.tail = `${stylesheets.join('')}${tail}`;
  }

  /** The whole document of a page drawn by the server. */
  page({ styles, lang, root, title, data }: PageParts): string {
    const json = data
      ? `<script type="application/json" id="${data.element}">${scriptJson(data.value)}</script>`
      : '';
    const head = this.heads[styles]
      .replace(HTML_LANG, `<html lang="${lang}">`)
      .replace(TITLE, `<title>${escapeHtml(title)}</title>`);
    return `${head}<div id="root" data-server-drawn="">${root}</div>${json}${this.tail}`;
  }
}
