import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AccessLog } from './logging/access-log.js';
import type { HeaderMiddleware } from './security-headers.js';

/** One request body at most (JSON); uploads are read by busboy with their own limit. */
const BODY_LIMIT = 1024 * 1024;

export const FASTIFY_OPTIONS: FastifyServerOptions = {
  bodyLimit: BODY_LIMIT,
  // X-Forwarded-For is believed from the host itself and private networks only (a proxy beside the nodes)
  trustProxy: 'loopback, uniquelocal',
  // a path id of any length reaches its schema (a Korean 400), not a bare 404 from the router
  routerOptions: { maxParamLength: 16 * 1024 },
};

/** Collects the route table as routes are added (before `app.init()`): `METHOD /path/:param`. */
export function recordRoutes(fastify: FastifyInstance): string[] {
  const routes: string[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  return routes;
}

/**
 * The access log line and the security headers for every answer (API, errors, not found, web app files),
 * first thing on each request. A CORS preflight is answered by the header middleware itself: Fastify is told
 * the answer is sent.
 */
export function useEveryRequest(fastify: FastifyInstance, log: AccessLog, headers: HeaderMiddleware): void {
  fastify.addHook('onRequest', (req, reply, done) =>
    log(req.raw, reply.raw, () => {
      headers(req.raw, reply.raw, done);
      if (reply.raw.writableEnded && !reply.sent) reply.hijack();
    }),
  );
}

/**
 * JSON bodies as the API has always read them: an empty body is `{}` (a bodiless POST from a client that sets
 * the JSON content type), and `__proto__` / `constructor` keys are dropped rather than refused (they never
 * reach an object's prototype either way).
 */
export function readJson(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('remove', 'remove');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    (body as string).trim() === '' ? done(null, {}) : parse(req, body as string, done),
  );
}

/** Multipart uploads are left unread: busboy streams the file from the raw request (never buffered whole). */
export function acceptUploads(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
}
