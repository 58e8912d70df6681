import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { bearerToken } from '../../auth/bearer-token.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import type { TokenService } from '../../auth/token.service.js';
import type { AccessActor } from '../domain/access-record.js';

/** What the guards left on a request: the verified principal of its role. */
type GuardedRequest = FastifyRequest & {
  admin?: AdminPrincipal;
  booth?: BoothPrincipal;
  staff?: EntranceStaff;
};

const asAdmin = (admin: AdminPrincipal): AccessActor => ({
  kind: 'admin',
  id: admin.adminId,
  name: admin.name,
  eventId: admin.eventId,
});

/**
 * The person behind a request, as its guard verified them; for a route that also answers a signed link
 * (`adminTokenOptional`), the admin whose valid token it carries. Undefined: no staff login (not recorded).
 */
export function accessActorOf(
  req: FastifyRequest,
  tokens?: TokenService,
  adminTokenOptional = false,
): AccessActor | undefined {
  const { admin, booth, staff } = req as GuardedRequest;
  if (admin) return asAdmin(admin);
  if (staff)
    return {
      kind: staff.via === 'admin' ? 'admin' : staff.via,
      id: staff.actorId,
      name: staff.name,
      eventId: staff.eventId,
    };
  if (booth) return { kind: 'booth', id: booth.boothId, name: null, eventId: booth.eventId };
  if (!adminTokenOptional || !tokens) return undefined;
  const token = bearerToken(req);
  const verified = token ? tokens.verifyAdmin(token) : undefined;
  return verified ? asAdmin(verified) : undefined;
}
