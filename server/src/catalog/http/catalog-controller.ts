import { applyDecorators, Controller, Inject, Req, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EventScope } from '@expo/contract/fields';
import type { RouteShape } from '@expo/contract/routes/route';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import type { CatalogMessages } from '../catalog-slice.js';

type IdRoute = RouteShape & { path: `${string}/:id` };

/** The routes of a catalogue kind in the contract's table (GET {id} public: a lecture's, rate-limited). */
export interface CatalogRoutes {
  list: RouteShape;
  register: RouteShape;
  get: IdRoute;
  update: IdRoute;
  remove: IdRoute;
}

/**
 * The controller of a catalogue kind: list, register, get, update and remove, each mapped to the kind's
 * command or query (`catalogSlice`); the event is the admin's (an `eventId` naming another is refused).
 */
export function catalogController<I, A>(
  name: string,
  routes: CatalogRoutes,
  messages: CatalogMessages<I, A>,
) {
  const { Register, Update, Remove } = messages.commands;
  const { Get: GetOne, List } = messages.queries;
  const publicGet = routes.get.access === 'public' ? RateLimited('lookup') : applyDecorators();

  @Controller()
  class CatalogController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Route(routes.list)
    list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: EventScope) {
      return this.queries.execute(new List(scopedEventId(admin, query.eventId)));
    }

    @Route(routes.register)
    register(
      @CurrentAdmin() admin: AdminPrincipal,
      @RouteQuery(routes.register) query: EventScope,
      @RouteBody(routes.register) { eventId, ...input }: I & { eventId?: number },
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId ?? eventId);
      return this.commands.execute(new Register(scoped, input as I, adminMetadata(req, admin)));
    }

    @Route(routes.get)
    @publicGet
    get(
      @CurrentAdmin() admin: AdminPrincipal | undefined,
      @RouteParam(routes.get, 'id') id: number,
      @RouteQuery(routes.get) query: EventScope,
    ) {
      return this.queries.execute(new GetOne(id, admin ? scopedEventId(admin, query.eventId) : undefined));
    }

    @Route(routes.update)
    update(
      @CurrentAdmin() admin: AdminPrincipal,
      @RouteParam(routes.update, 'id') id: number,
      @RouteQuery(routes.update) query: EventScope,
      @RouteBody(routes.update) { eventId, ...input }: I & { eventId?: number },
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId ?? eventId);
      return this.commands.execute(new Update(scoped, id, input as I, adminMetadata(req, admin)));
    }

    @Route(routes.remove)
    remove(
      @CurrentAdmin() admin: AdminPrincipal,
      @RouteParam(routes.remove, 'id') id: number,
      @RouteQuery(routes.remove) query: EventScope,
      @Req() req: FastifyRequest,
    ) {
      const scoped = scopedEventId(admin, query.eventId);
      return this.commands.execute(new Remove(scoped, id, adminMetadata(req, admin)));
    }
  }
  return Object.defineProperty(CatalogController, 'name', { value: `${name}Controller` }) as Type<unknown>;
}
