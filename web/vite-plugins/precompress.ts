import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once, so the
 * server sends the smallest encoding a browser accepts without compressing on each request.
 * A copy that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'expo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        const copies = {
          '.br': brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          '.gz': gzipSync(content, { level: 9 }),
        };
        for (const [suffix, compressed] of Object.entries(copies))
          if (compressed.length < content.length) writeFileSync(`${file}${suffix}`, compressed);
      }
    },
  };
}
