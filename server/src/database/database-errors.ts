/** Node's socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is not there for us now: class 08 (connection exception), 53300 (too
 * many connections), 57P01/57P02 (the server shut down or crashed: sessions ended), 57P03 (starting up or
 * shutting down: no connections yet).
 */
const UNAVAILABLE_STATES = /^(08\d{3}|53300|57P0[123])$/;

/** What node-postgres and its pool say when the connection broke or none could be had (no code of their own). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
  'Query read timeout',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether `error` means the database cannot be reached now (down, restarting, connection lost or refused),
 * rather than that a request was wrong: such a failure is answered 503 and tried again later. Looks into
 * TypeORM's driverError, an error's cause and an AggregateError's errors.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code)))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((cause) => cause !== undefined && isDatabaseUnavailable(cause, depth + 1));
}
