import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import { precompressedFiles, sendPrecompressed } from './precompressed-files.js';

/** The built web app (web/dist), found by walking up from this file: works from source and from dist. */
export function findWebDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

const NOT_A_FILE = /^\/(api|socket\.io)(\/|$)/;
/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app; client-side routes fall back to index.html (never for /api or /socket.io).
 * Files the build precompressed (web/dist/**\/*.br, *.gz) are sent compressed to browsers that accept it.
 */
export function serveWebApp(app: Express, webDist: string): void {
  const compressed = precompressedFiles(webDist);
  const files = express.static(webDist, {
    index: false,
    setHeaders(res, path) {
      if (path.startsWith(`${join(webDist, 'assets')}`)) res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const serveFile: express.RequestHandler = (req, res, next) => {
    const cacheControl = HASHED_ASSET.test(req.path) ? IMMUTABLE : undefined;
    sendPrecompressed(req, res, compressed, req.path, cacheControl, () => files(req, res, next));
  };
  // API and socket requests never look for a file (a file lookup per request cost more CPU than a visit's SQL)
  app.use((req, res, next) => (NOT_A_FILE.test(req.path) ? next() : serveFile(req, res, next)));
  app.get(/^(?!\/(api|socket\.io)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    sendPrecompressed(req, res, compressed, '/index.html', 'no-cache', () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(webDist, 'index.html'));
    });
  });
}
