import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import { ChangePrivacySettingsCommand } from '../commands/change-privacy-settings/change-privacy-settings.command.js';
import { GetPrivacySettingsQuery } from '../queries/get-privacy-settings/get-privacy-settings.query.js';
import type { PrivacySettingsBody } from '@expo/contract/privacy';
import { privacyRoutes as routes } from '@expo/contract/routes/privacy';

/** The event's consent notices, sharing with exhibitors, download reasons and retention. */
@Controller()
export class PrivacySettingsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.settings)
  get(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.settings) query: EventScope) {
    return this.queries.execute(new GetPrivacySettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.changeSettings)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.changeSettings) query: EventScope,
    @RouteBody(routes.changeSettings) { eventId, ...input }: PrivacySettingsBody,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(new ChangePrivacySettingsCommand(scoped, input, adminMetadata(req, admin)));
    return this.queries.execute(new GetPrivacySettingsQuery(scoped));
  }
}
