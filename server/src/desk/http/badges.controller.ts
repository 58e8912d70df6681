import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import { ChangeBadgeSettingsCommand } from '../commands/change-badge-settings/change-badge-settings.command.js';
import { MarkBadgesPrintedCommand } from '../commands/mark-badges-printed/mark-badges-printed.command.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import { ListBadgeAttendeesQuery } from '../queries/list-badge-attendees/list-badge-attendees.query.js';
import type { BadgeAttendeesQueryInput, BadgeSettingsInput, markPrintedBody } from '@expo/contract/badges';
import { frontDeskRoutes as routes } from '@expo/contract/routes/front-desk';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** Badge settings and batch printing before the doors open (admins). */
@Controller()
export class BadgesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.badgeSettings)
  settings(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.badgeSettings) query: EventScope) {
    return this.queries.execute(new GetBadgeSettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.changeBadgeSettings)
  changeSettings(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.changeBadgeSettings) query: EventScope,
    @RouteBody(routes.changeBadgeSettings) { eventId, ...settings }: BadgeSettingsInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new ChangeBadgeSettingsCommand(scoped, settings, adminMetadata(req, admin)));
  }

  @Route(routes.badgeAttendees)
  @RecordsAccess()
  attendees(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.badgeAttendees) query: BadgeAttendeesQueryInput,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    return this.queries.execute(
      new ListBadgeAttendeesQuery(eventId, query.filter, query.keyword, query.sort),
    );
  }

  @Route(routes.markPrinted)
  markPrinted(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.markPrinted) query: EventScope,
    @RouteBody(routes.markPrinted) body: z.output<typeof markPrintedBody>,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, query.eventId ?? body.eventId);
    const staff = { via: 'admin' as const, actorId: admin.adminId, eventId, name: admin.name };
    return this.commands.execute(
      new MarkBadgesPrintedCommand(body.attendeeIds, staff, adminMetadata(req, admin)),
    );
  }
}
