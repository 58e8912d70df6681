import type { IncomingHttpHeaders } from 'node:http';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import type { BoothPrincipal } from '../auth/booth-principal.js';
import type { EntranceStaff } from '../auth/entrance-staff.js';
import { badRequest } from '../kernel/app-error.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import { requestIdOf } from './logging/request-id.js';

/** What these need of a request: its headers (a Fastify request or a bare node:http one). */
type Request = { headers: IncomingHttpHeaders };

/** The request's id for the audit trail: the one its access log line carries. */
const requestId = (req: Request): string => requestIdOf(req);

/** Who made a change and in which request: recorded with every event. */
export function adminMetadata(req: Request, admin: AdminPrincipal): EventMetadata {
  return { actor: { kind: 'admin', id: admin.adminId }, requestId: requestId(req) };
}

export function publicMetadata(req: Request): EventMetadata {
  return { actor: { kind: 'public' }, requestId: requestId(req) };
}

export function boothMetadata(req: Request, booth: BoothPrincipal): EventMetadata {
  return { actor: { kind: 'booth', id: booth.boothId }, requestId: requestId(req) };
}

export function staffMetadata(req: Request, staff: EntranceStaff): EventMetadata {
  return { actor: { kind: staff.via, id: staff.actorId }, requestId: requestId(req) };
}

/**
 * The client's Idempotency-Key (a phone resending a scan it is not sure arrived), scoped by `scope` (the
 * place and attendee) so a key can only ever repeat the same request; undefined when none was sent.
 */
export function idempotencyKey(req: Request, scope: string): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100)
    throw badRequest('VALIDATION.IDEMPOTENCY_KEY', 'Idempotency-Key 헤더가 올바르지 않습니다 (1~100자).');
  return `${scope}:${value.trim()}`;
}
