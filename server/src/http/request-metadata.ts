import type { Request } from 'express';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import type { EventMetadata } from '../event-store/stored-event.js';

const requestId = (req: Request): string | undefined => {
  const value = req.headers['x-request-id'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
};

/** Who made a change and in which request: recorded with every event. */
export function adminMetadata(req: Request, admin: AdminPrincipal): EventMetadata {
  return { actor: { kind: 'admin', id: admin.adminId }, requestId: requestId(req) };
}

export function publicMetadata(req: Request): EventMetadata {
  return { actor: { kind: 'public' }, requestId: requestId(req) };
}
