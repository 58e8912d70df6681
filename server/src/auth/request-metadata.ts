import type { IncomingHttpHeaders } from 'node:http';
import type { AdminPrincipal } from './admin-principal.js';
import type { BoothPrincipal } from './booth-principal.js';
import type { EntranceStaff } from './entrance-staff.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import { requestIdOf } from '../http/logging/request-id.js';

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
