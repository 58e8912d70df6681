import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { StartSurveySendCommand } from '../commands/start-survey-send/start-survey-send.command.js';
import { PreviewSurveySendQuery } from '../queries/preview-survey-send/preview-survey-send.query.js';
import type { EventScope } from '@expo/contract/fields';
import type { SurveySendInput } from '@expo/contract/messaging';
import { surveySendRoutes as routes } from '@expo/contract/routes/survey-sends';

/** '설문 발송': what it would send, and starting it (followed like a QR bulk send). */
@Controller()
export class SurveySendsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Route(routes.preview)
  preview(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.preview, 'id') surveyId: number,
    @RouteQuery(routes.preview) query: EventScope,
    @RouteBody(routes.preview) { eventId, ...request }: SurveySendInput,
  ) {
    return this.queries.execute(
      new PreviewSurveySendQuery(scopedEventId(admin, query.eventId ?? eventId), surveyId, request),
    );
  }

  @Route(routes.start)
  start(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.start, 'id') surveyId: number,
    @RouteQuery(routes.start) query: EventScope,
    @RouteBody(routes.start) { eventId, ...request }: SurveySendInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    // a confirmation sent twice (a double click, a resend on a flaky network) starts one send
    const metadata = {
      ...adminMetadata(req, admin),
      clientEventId: idempotencyKey(req, `survey-send:${scoped}:${surveyId}`),
    };
    return this.commands.execute(new StartSurveySendCommand(scoped, surveyId, request, metadata));
  }
}
