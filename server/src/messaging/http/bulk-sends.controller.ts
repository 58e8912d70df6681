import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { StartQrBulkSendCommand } from '../commands/start-qr-bulk-send/start-qr-bulk-send.command.js';
import { ListQrBulkSendsQuery } from '../queries/list-qr-bulk-sends/list-qr-bulk-sends.query.js';
import { PreviewQrBulkSendQuery } from '../queries/preview-qr-bulk-send/preview-qr-bulk-send.query.js';
import type { BulkSendInput } from '@expo/contract/messaging';
import { messagingRoutes as routes } from '@expo/contract/routes/messaging';

/** 'QR 일괄 발송': what it would send, starting it, and following it. */
@Controller()
export class BulkSendsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.bulkSends)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.bulkSends) query: EventScope) {
    return this.queries.execute(new ListQrBulkSendsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.previewBulkSend)
  preview(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.previewBulkSend) query: EventScope,
    @RouteBody(routes.previewBulkSend) { eventId, ...request }: BulkSendInput,
  ) {
    return this.queries.execute(
      new PreviewQrBulkSendQuery(scopedEventId(admin, query.eventId ?? eventId), request),
    );
  }

  @Route(routes.startBulkSend)
  start(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.startBulkSend) query: EventScope,
    @RouteBody(routes.startBulkSend) { eventId, ...request }: BulkSendInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    // a confirmation sent twice (a double click, a resend on a flaky network) starts one bulk send
    const metadata = {
      ...adminMetadata(req, admin),
      clientEventId: idempotencyKey(req, `qr-bulk-send:${scoped}`),
    };
    return this.commands.execute(new StartQrBulkSendCommand(scoped, request, metadata));
  }
}
