import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { BoothForm } from '@expo/contract/booths';
import type { EventScope } from '@expo/contract/fields';
import { boothRoutes as routes } from '@expo/contract/routes/booths';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RegisterBoothCommand } from '../commands/register-booth/register-booth.command.js';
import { RemoveBoothCommand } from '../commands/remove-booth/remove-booth.command.js';
import { UpdateBoothCommand } from '../commands/update-booth/update-booth.command.js';
import { GetBoothQuery } from '../queries/get-booth/get-booth.query.js';
import { ListBoothsQuery } from '../queries/list-booths/list-booths.query.js';

/** /api/booths: an admin's booths, each with its manager's login (never answered with the password). The event is the admin's (an `eventId` naming another is refused). */
@Controller()
export class BoothsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.list)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: EventScope) {
    return this.queries.execute(new ListBoothsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.register)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.register) query: EventScope,
    @RouteBody(routes.register) { eventId, ...fields }: BoothForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new RegisterBoothCommand(scoped, fields, adminMetadata(req, admin)));
  }

  @Route(routes.get)
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.get, 'id') id: number,
    @RouteQuery(routes.get) query: EventScope,
  ) {
    return this.queries.execute(new GetBoothQuery(id, scopedEventId(admin, query.eventId)));
  }

  @Route(routes.update)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.update, 'id') id: number,
    @RouteQuery(routes.update) query: EventScope,
    @RouteBody(routes.update) { eventId, ...fields }: BoothForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new UpdateBoothCommand(scoped, id, fields, adminMetadata(req, admin)));
  }

  @Route(routes.remove)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.remove, 'id') id: number,
    @RouteQuery(routes.remove) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveBoothCommand(scoped, id, adminMetadata(req, admin)));
  }
}
