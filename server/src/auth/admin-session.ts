import type { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from './admin-principal.js';
import { CheckAdminSessionQuery } from './queries/check-admin-session/check-admin-session.query.js';

/** The event a request names in its query or JSON body (`eventId`), when it is a positive integer. */
export function requestedEventId(req: Pick<FastifyRequest, 'query' | 'body'>): number | undefined {
  const named = (source: unknown) =>
    source && typeof source === 'object' && !Buffer.isBuffer(source)
      ? (source as { eventId?: unknown }).eventId
      : undefined;
  for (const value of [named(req.query), named(req.body)]) {
    const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return undefined;
}

/** The principal a verified admin token acts as for this request, or undefined when its session ended. */
export function adminSessionFor(
  queries: QueryBus,
  claims: AdminPrincipal,
  req: Pick<FastifyRequest, 'query' | 'body'>,
): Promise<AdminPrincipal | undefined> {
  return queries.execute(new CheckAdminSessionQuery(claims, requestedEventId(req)));
}
