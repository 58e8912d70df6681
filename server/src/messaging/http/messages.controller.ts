import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import type { EventScope } from '@expo/contract/fields';
import { RetryQrMessageCommand } from '../commands/retry-qr-message/retry-qr-message.command.js';
import { GetQrChannelHealthQuery } from '../queries/get-qr-channel-health/get-qr-channel-health.query.js';
import { ListQrMessagesQuery } from '../queries/list-qr-messages/list-qr-messages.query.js';
import type { ListMessagesParams } from '@expo/contract/messaging';
import { attendeeRoutes } from '@expo/contract/routes/attendees';
import { messagingRoutes as routes } from '@expo/contract/routes/messaging';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The QR messages of an event (sent, kept for staff to forward, failed), for the admins of their event. */
@Controller()
export class MessagesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.list)
  @RecordsAccess()
  forEvent(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: ListMessagesParams) {
    const status = query.status === 'ALL' ? undefined : query.status;
    return this.queries.execute(
      new ListQrMessagesQuery(scopedEventId(admin, query.eventId), undefined, status),
    );
  }

  @Route(routes.channelHealth)
  channelHealth(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.channelHealth) query: EventScope) {
    return this.queries.execute(new GetQrChannelHealthQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.retry)
  retry(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.retry, 'id') sendId: string,
    @RouteQuery(routes.retry) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(
      new RetryQrMessageCommand(scopedEventId(admin, query.eventId), sendId, adminMetadata(req, admin)),
    );
  }

  @Route(attendeeRoutes.messages)
  @RecordsAccess()
  forAttendee(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(attendeeRoutes.messages, 'id') attendeeId: number,
    @RouteQuery(attendeeRoutes.messages) query: EventScope,
  ) {
    return this.queries.execute(new ListQrMessagesQuery(scopedEventId(admin, query.eventId), attendeeId));
  }
}
