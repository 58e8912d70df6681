import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedValues } from './accept-header.js';

/**
 * The built web app (web/dist), found by walking up from this file: works from source and from a build
 * (server/builds/<id>/server/src/http). `web/dist` names the current build (scripts/build.mjs): the server
 * serves the one it found at start, so a rebuild beside it never changes the files of the pages it listed.
 */
export function findWebDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return realpathSync(candidate);
    dir = dirname(dir);
  }
  return undefined;
}

const NOT_A_PAGE = /^\/(api|socket\.io)(\/|\?|$)/;
/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether the request takes an HTML page (a browser navigating; no Accept header takes anything). */
function acceptsHtml(req: FastifyRequest): boolean {
  if (!req.headers.accept) return true;
  const types = acceptedValues(req.headers.accept);
  return ['text/html', 'text/*', '*/*'].some((type) => types.has(type));
}

/**
 * Serves the web app: every built file has its own route (listed once at start, so API and socket requests
 * never look for a file), sent as its precompressed copy (web/dist/**\/*.br, *.gz) to browsers that accept one.
 * Client-side routes fall back to index.html (never under /api or /socket.io: those answer 404 in Korean).
 */
export async function serveWebApp(fastify: FastifyInstance, webDist: string): Promise<void> {
  await fastify.register(async (files) => {
    // scripts as RFC 9239 names them (the precompressed copies' type comes from an older table)
    files.addHook('onSend', async (_req, reply) => {
      if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
        reply.header('content-type', 'text/javascript; charset=utf-8');
    });
    await files.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.startsWith(join(webDist, 'assets'))) reply.header('cache-control', IMMUTABLE);
      },
    });
    files.get('/*', (req, reply) => {
      if (NOT_A_PAGE.test(req.url) || !acceptsHtml(req)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
  });
}
