import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import { ChangeMessageSettingsCommand } from '../commands/change-message-settings/change-message-settings.command.js';
import { GetMessageSettingsQuery } from '../queries/get-message-settings/get-message-settings.query.js';
import type { MessageSettingsInput } from '@expo/contract/messaging';
import { messagingRoutes as routes } from '@expo/contract/routes/messaging';

/** How the event sends attendees their QR ('등록 시 자동 발송', '이메일 우선'), and the server's channels. */
@Controller()
export class MessageSettingsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.settings)
  get(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.settings) query: EventScope) {
    return this.queries.execute(new GetMessageSettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.changeSettings)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.changeSettings) query: EventScope,
    @RouteBody(routes.changeSettings) { eventId, ...settings }: MessageSettingsInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(
      new ChangeMessageSettingsCommand(scoped, settings, adminMetadata(req, admin)),
    );
    return this.queries.execute(new GetMessageSettingsQuery(scoped));
  }
}
