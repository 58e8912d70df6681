import type { FastifyRequest } from 'fastify';
import type { AccessRecordDraft } from '../domain/access-record.js';
import { accessRuleOf, actionOf } from '../domain/access-routes.js';
import { accessActorOf } from './access-actor.js';
import { requestIp } from './request-ip.js';

/**
 * The access record of a request whose command records it in its own transaction (`inCommand` in the route
 * table: the booth scan), before its answer: who (the principal its guard verified), when, from where, what.
 * Undefined for any other route, or without a staff login.
 */
export function accessDraftOf(req: FastifyRequest): AccessRecordDraft | undefined {
  const route = req.routeOptions?.url;
  const rule = accessRuleOf(req.method, route);
  if (!rule?.inCommand || route === undefined) return undefined;
  const actor = accessActorOf(req);
  if (!actor) return undefined;
  const query = (req.query ?? {}) as Record<string, unknown>;
  return {
    at: new Date(),
    actor,
    ip: requestIp(req),
    method: req.method,
    route,
    action: actionOf(rule, query),
  };
}
