import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';

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

/** Serves the web app; client-side routes fall back to index.html (never for /api or /socket.io). */
export function serveWebApp(app: Express, webDist: string): void {
  app.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(webDist, 'assets')}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/^(?!\/(api|socket\.io)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  });
}
