import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request as the logger sees it once it has its id. */
type WithId = IncomingMessage & { id?: unknown };

/**
 * The request's id, for its access log line and the audit trail of what it changed: the proxy's or client's
 * `X-Request-Id` (1–100 characters), else a new UUID; the same every time it is asked for one request.
 */
export function requestIdOf(req: { headers: IncomingMessage['headers'] }): string {
  const own = (req as WithId).id;
  if (typeof own === 'string') return own;
  const value = req.headers['x-request-id'];
  const id = typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : randomUUID();
  (req as WithId).id = id;
  return id;
}
