import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

import { chunkClosure, chunkOfModule, chunksOf, type OutputChunk } from './chunk-closure.ts';
import { QR_VIEW_PAGE } from './qr-view-early-start.ts';

/** The programme page's module (/program/{eventId}): kept with the QR page's for a later open offline. */
const PROGRAMME_PAGE = '/src/features/programme/programme-route.ts';

/** The worker's source: its file list and build go in place of the placeholders. */
const SOURCE = 'service-worker/attendee-pages.sw.js';

/** A chunk's file and the stylesheets it brings. */
const filesOf = (chunk: OutputChunk): string[] => [
  chunk.fileName,
  ...(chunk.viteMetadata?.importedCss ?? []),
];

/**
 * Writes `sw.js` beside index.html: the attendee pages' service worker (web/service-worker/attendee-pages.sw.js)
 * with the files those pages load (the app's entry, the QR page's and the programme's chunks, their stylesheets) to keep on the
 * phone at the first look, and the build they are of.
 */
export function attendeeServiceWorker(): Plugin {
  let root = '.';
  let base = '/';
  return {
    name: 'expo:attendee-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entries = chunksOf(bundle).filter((chunk) => chunk.isEntry);
      const pages = [chunkOfModule(bundle, QR_VIEW_PAGE), chunkOfModule(bundle, PROGRAMME_PAGE)];
      const files = [...new Set(chunkClosure(bundle, [...entries, ...pages]).flatMap(filesOf))].map(
        (file) => `${base}${file}`,
      );
      const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(resolve(root, SOURCE), 'utf8')
        .replace('PRECACHE_PLACEHOLDER', JSON.stringify(files))
        .replace('BUILD_PLACEHOLDER', JSON.stringify(build));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
