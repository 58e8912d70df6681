import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Logger, StandardSchemaValidationPipe, type INestApplication } from '@nestjs/common';
import { ApplicationConfig } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { boothTokenClaims } from '../../auth/booth.guard.js';
import { TokenService } from '../../auth/token.service.js';
import { parseWith, toValidationError } from '../../common/schema/index.js';
import { ErrorFilter, logServerError, toErrorResponse } from '../../http/error.filter.js';
import type { HeaderMiddleware } from '../../http/security-headers.js';
import { recordBoothVisitCommand } from './booth-visit-request.js';
import { boothVisitBody } from './visit.schemas.js';

const PATH = '/api/booth-visits';
/** As the JSON body parser's limit. */
const MAX_BODY_BYTES = 1024 * 1024;
const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The requests the fast route answers: a POST of plain JSON to the path, nothing the body parser would have
 * had to decode or refuse before reading (another type, charset or encoding, a declared size over the limit).
 * Everything else goes on to the Nest route, which answers it with the same code.
 */
function takes(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  if ((query === -1 ? url : url.slice(0, query)) !== PATH) return false;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return false;
  const type = req.headers['content-type'];
  return type !== undefined && JSON_TYPE.test(type);
}

/** The body as the JSON body parser reads it: empty is {}, only an object or array parses (strict). */
function parseBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed[0] !== '{' && trimmed[0] !== '[') throw { type: 'entity.parse.failed' };
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    throw { type: 'entity.parse.failed' };
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
  });
  res.end(json);
}

/**
 * The global enhancers the fast route does itself: ErrorFilter (its answers are `toErrorResponse`'s) and the
 * schema validation pipe with the project's error mapping (the body goes through `parseWith`, which maps a
 * refusal with the same `toValidationError`). Every other one, registered with `app.useGlobal…()` or as an
 * APP_GUARD / APP_PIPE / APP_INTERCEPTOR / APP_FILTER provider, would be skipped: they are listed here.
 */
export function globalEnhancersSkippedByFastRoute(app: INestApplication): string[] {
  const config = app.get(ApplicationConfig);
  const name = (enhancer: object) => enhancer.constructor.name;
  const isSchemaPipe = (pipe: object) =>
    pipe.constructor === StandardSchemaValidationPipe &&
    (pipe as { exceptionFactory?: unknown }).exceptionFactory === toValidationError;
  const requestScoped = (kind: string, wrappers: { name: unknown }[]) =>
    wrappers.map((wrapper) => `${kind} ${String(wrapper.name)} (request-scoped)`);
  return [
    ...config.getGlobalGuards().map((guard) => `guard ${name(guard)}`),
    ...requestScoped('guard', config.getGlobalRequestGuards()),
    ...config.getGlobalInterceptors().map((interceptor) => `interceptor ${name(interceptor)}`),
    ...requestScoped('interceptor', config.getGlobalRequestInterceptors()),
    ...config
      .getGlobalPipes()
      .filter((pipe) => !isSchemaPipe(pipe))
      .map((pipe) => `pipe ${name(pipe)}`),
    ...requestScoped('pipe', config.getGlobalRequestPipes()),
    ...config
      .getGlobalFilters()
      .filter((filter) => filter.constructor !== ErrorFilter)
      .map((filter) => `filter ${name(filter)}`),
    ...requestScoped('filter', config.getGlobalRequestFilters()),
  ];
}

/**
 * Throws when the app has a global guard, pipe, interceptor or filter that the fast route would skip: the
 * server must not start with one.
 */
function refuseEnhancersSkippedByFastRoute(app: INestApplication): void {
  const skipped = globalEnhancersSkippedByFastRoute(app);
  if (skipped.length)
    throw new Error(
      `The booth-visit fast route (POST /api/booth-visits, answered before Express and Nest) would skip ` +
        `these global enhancers: ${skipped.join(', ')}. It applies only ErrorFilter and the schema ` +
        `validation pipe itself: apply the new one in server/src/visits/http/booth-visit-fast-route.ts too, ` +
        `or bind it to the routes that need it instead of globally.`,
    );
}

/**
 * POST /api/booth-visits answered straight from node:http, before Express: the busiest request of an event day
 * (every scan of every booth phone). Express 5 costs about 0.3 ms of CPU per request on a 2-core VM, as much as
 * the visit's own work: with this route the server's CPU per visit went from 1.05 to 0.55 ms (docs/
 * BENCHMARKS.md). It runs the same code as the Nest route (the token check, the body's schema, the same
 * command on the CommandBus, the error shape of ErrorFilter); a test checks that both answer alike.
 */
export function boothVisitFastRoute(app: INestApplication, headers: HeaderMiddleware) {
  const tokens = app.get(TokenService);
  const commands = app.get(CommandBus);
  const logger = new Logger('HTTP');

  const fail = (res: ServerResponse, error: unknown) => {
    const { status, body } = toErrorResponse(error);
    logServerError(logger, error, status);
    send(res, status, body);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!takes(req)) return false;
    headers(req, res, () => undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return fail(res, { type: 'entity.too.large' });
      try {
        const body = parseBody(Buffer.concat(chunks).toString('utf8'));
        // as the Nest route: the guard, then the body's schema, then the command
        const booth = boothTokenClaims(tokens, req);
        const command = recordBoothVisitCommand(booth, parseWith(boothVisitBody, body), req);
        commands.execute(command).then(
          (visit) => send(res, 201, visit),
          (error: unknown) => fail(res, error),
        );
      } catch (error) {
        fail(res, error);
      }
    });
    return true;
  };
}

/**
 * Puts the fast route in front of the server's other request listeners (Express, socket.io's engine); its answers
 * carry the same security headers as Express's. Refuses (throws) when the app has a global guard, pipe,
 * interceptor or filter that the fast route would skip: the server must not start with one.
 */
export function installBoothVisitFastRoute(
  app: INestApplication,
  server: Server,
  headers: HeaderMiddleware,
): RequestListener {
  refuseEnhancersSkippedByFastRoute(app);
  const route = boothVisitFastRoute(app, headers);
  const others = server.listeners('request') as RequestListener[];
  const listener: RequestListener = (req, res) => {
    if (!route(req, res)) for (const other of others) other.call(server, req, res);
  };
  server.removeAllListeners('request');
  server.on('request', listener);
  return listener;
}
