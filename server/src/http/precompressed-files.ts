import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Request, Response } from 'express';

/** The encodings the web build precompresses to, in the order they are preferred (smallest first). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** URL path of a built file ('/assets/index-x.js') → its precompressed copies beside it, best first. */
export type PrecompressedFiles = { root: string; byPath: Map<string, Encoding[]> };

/** Finds the .br/.gz copies the web build wrote (once, at start: no file lookup per request). */
export function precompressedFiles(root: string): PrecompressedFiles {
  const byPath = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(join(dir, entry.name));
        continue;
      }
      const copies = ENCODINGS.filter((encoding) => names.has(`${entry.name}${encoding.suffix}`));
      if (copies.length) byPath.set(`/${relative(root, join(dir, entry.name)).split(sep).join('/')}`, copies);
    }
  };
  walk(root);
  return { root, byPath };
}

/**
 * Answers GET/HEAD `urlPath` with its precompressed copy when the request accepts that encoding (with the
 * original's Content-Type, `Content-Encoding`, `Vary: Accept-Encoding` and `cacheControl`); otherwise, or when
 * the copy has gone, calls `fallback` to send the file as it is.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  files: PrecompressedFiles,
  urlPath: string,
  cacheControl: string | undefined,
  fallback: () => void,
): void {
  const copies = files.byPath.get(urlPath);
  if (!copies || (req.method !== 'GET' && req.method !== 'HEAD')) return fallback();
  // a cache keeps the compressed and the plain answer apart
  res.vary('Accept-Encoding');
  const copy = copies.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
  if (!copy) return fallback();
  res.type(extname(urlPath));
  res.setHeader('Content-Encoding', copy.name);
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  res.sendFile(join(files.root, `${urlPath}${copy.suffix}`), { dotfiles: 'allow' }, (error?: Error) => {
    if (!error || res.headersSent) return;
    // the copy is gone (a rebuild since the start): send the original instead
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    fallback();
  });
}
