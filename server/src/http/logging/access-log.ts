import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';
import { loggedPath } from './logged-path.js';
import { requestIdOf } from './request-id.js';

export type AccessLog = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * One line per answered request: method, path (query values left out), status, time taken and the request id
 * (also sent back as `X-Request-Id`, and recorded with every event the request caused). No header, body or
 * query value is written: tokens, passwords, signed links and personal data stay out of the log. A request
 * the client gave up on before its answer (a page left, a search replaced by a newer one) is logged with
 * status 499, nginx's "client closed", at info: it is the client's choice, not the server's fault.
 *
 * Written on the app's own pino rather than through pino-http: the same line, without two child loggers and
 * a serializer pass per request (the booth scan's server CPU a visit 0.82×, docs/BENCHMARKS.md).
 */
export function accessLog(logger: Pino): AccessLog {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    // 'close' comes once per response: after its end is handed to the socket, or when the connection went first
    res.once('close', () => {
      const method = req.method ?? '';
      const path = loggedPath(req.url ?? '');
      const status = res.writableFinished ? res.statusCode : 499;
      const line = {
        req: { id, method, path },
        res: { status },
        ms: Math.round(performance.now() - started),
      };
      if (status >= 500) logger.error(line, `${method} ${path} ${status}`);
      else logger.info(line, `${method} ${path} ${status} ${line.ms}ms`);
    });
    next?.();
  };
}
