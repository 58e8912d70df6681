import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { DeskForm } from '@expo/contract/desks';
import type { EventScope } from '@expo/contract/fields';
import { deskRoutes as routes } from '@expo/contract/routes/desks';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RegisterDeskCommand } from '../commands/register-desk/register-desk.command.js';
import { RemoveDeskCommand } from '../commands/remove-desk/remove-desk.command.js';
import { UpdateDeskCommand } from '../commands/update-desk/update-desk.command.js';
import { GetDeskQuery } from '../queries/get-desk/get-desk.query.js';
import { ListDesksQuery } from '../queries/list-desks/list-desks.query.js';

/** /api/desks: an admin's registration desk accounts (never answered with the password). The event is the admin's (an `eventId` naming another is refused). */
@Controller()
export class DesksController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.list)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: EventScope) {
    return this.queries.execute(new ListDesksQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.register)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.register) query: EventScope,
    @RouteBody(routes.register) { eventId, ...fields }: DeskForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new RegisterDeskCommand(scoped, fields, adminMetadata(req, admin)));
  }

  @Route(routes.get)
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.get, 'id') id: number,
    @RouteQuery(routes.get) query: EventScope,
  ) {
    return this.queries.execute(new GetDeskQuery(id, scopedEventId(admin, query.eventId)));
  }

  @Route(routes.update)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.update, 'id') id: number,
    @RouteQuery(routes.update) query: EventScope,
    @RouteBody(routes.update) { eventId, ...fields }: DeskForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new UpdateDeskCommand(scoped, id, fields, adminMetadata(req, admin)));
  }

  @Route(routes.remove)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.remove, 'id') id: number,
    @RouteQuery(routes.remove) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveDeskCommand(scoped, id, adminMetadata(req, admin)));
  }
}
