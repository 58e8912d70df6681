import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { loggedPath } from './logged-path.js';
import { requestIdOf } from './request-id.js';

export type AccessLog = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * One line per answered request: method, path (query values left out), status, time taken and the request id
 * (also sent back as `X-Request-Id`, and recorded with every event the request caused). No header, body or
 * query value is written: tokens, passwords, signed links and personal data stay out of the log.
 */
export function accessLog(logger: Pino): AccessLog {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { responseTime: 'ms' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggedPath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) =>
      `${req.method} ${loggedPath(req.url)} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${loggedPath(req.url)} ${res.statusCode}`,
  });
  return (req, res, next) => middleware(req, res, next);
}
