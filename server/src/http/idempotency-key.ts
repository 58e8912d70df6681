import type { IncomingHttpHeaders } from 'node:http';
import { badRequest } from '../kernel/app-error.js';

/**
 * The client's Idempotency-Key (a phone resending a scan it is not sure arrived), scoped by `scope` (the
 * place and attendee) so a key can only ever repeat the same request; undefined when none was sent.
 */
export function idempotencyKey(req: { headers: IncomingHttpHeaders }, scope: string): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100)
    throw badRequest('VALIDATION.IDEMPOTENCY_KEY', 'Idempotency-Key 헤더가 올바르지 않습니다 (1~100자).');
  return `${scope}:${value.trim()}`;
}
