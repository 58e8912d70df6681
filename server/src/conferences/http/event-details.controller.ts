import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import type { EventScope } from '@expo/contract/fields';
import type { EventDetailsBody } from '@expo/contract/reports';
import { conferenceRoutes as routes } from '@expo/contract/routes/conferences';
import { ChangeEventDetailsCommand } from '../commands/change-event-details/change-event-details.command.js';
import { GetEventDetailsQuery } from '../queries/get-event-details/get-event-details.query.js';

/** The event's name, 기간 and 장소 as its admins word them: the 결과보고서's cover. */
@Controller()
export class EventDetailsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.details)
  get(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.details) query: EventScope) {
    return this.queries.execute(new GetEventDetailsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.changeDetails)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.changeDetails) query: EventScope,
    @RouteBody(routes.changeDetails) { eventId, ...details }: EventDetailsBody,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(new ChangeEventDetailsCommand(scoped, details, adminMetadata(req, admin)));
    return this.queries.execute(new GetEventDetailsQuery(scoped));
  }
}
