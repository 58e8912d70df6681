import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { BoothTokenGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { ListBoothVisitorsQuery } from '../queries/list-booth-visitors/list-booth-visitors.query.js';
import { recordBoothVisitCommand } from './booth-visit-request.js';
import type { BoothVisitBody } from '@expo/contract/visits';
import { visitRoutes as routes } from '@expo/contract/routes/visits';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

@Controller()
export class BoothVisitsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  // the session (booth still there, same login) is checked in the visit's own transaction
  @Route(routes.record, { guard: BoothTokenGuard })
  record(
    @CurrentBooth() booth: BoothPrincipal,
    @RouteBody(routes.record) body: BoothVisitBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(recordBoothVisitCommand(booth, body, req));
  }

  @Route(routes.boothVisitors)
  @RecordsAccess()
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.boothVisitors, 'boothId') boothId: number,
    @RouteQuery(routes.boothVisitors) query: EventScope,
  ) {
    return this.queries.execute(new ListBoothVisitorsQuery(scopedEventId(admin, query.eventId), boothId));
  }
}
