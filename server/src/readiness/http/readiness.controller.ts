import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { TestMessageBody } from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { readinessRoutes as routes } from '@expo/contract/routes/readiness';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam } from '../../auth/route.decorator.js';
import { RecordBadgeTestPrintCommand } from '../commands/record-badge-test-print/record-badge-test-print.command.js';
import { ReviewPrivacyNoticesCommand } from '../commands/review-privacy-notices/review-privacy-notices.command.js';
import { SendTestMessageCommand } from '../commands/send-test-message/send-test-message.command.js';
import { GetReadinessQuery } from '../queries/get-readiness/get-readiness.query.js';

/** An organiser reaches every event (an unknown one is 404); an event admin only their own (403). */
const eventOf = (admin: AdminPrincipal, id: number) => (admin.organiser ? id : scopedEventId(admin, id));

/** 준비 점검: an event's checklist before its doors open, and the records that tick its items. */
@Controller()
export class ReadinessController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.get)
  get(@CurrentAdmin() admin: AdminPrincipal, @RouteParam(routes.get, 'id') id: number) {
    return this.queries.execute(new GetReadinessQuery(eventOf(admin, id)));
  }

  @Route(routes.testMessage)
  async testMessage(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.testMessage, 'id') id: number,
    @RouteBody(routes.testMessage) body: TestMessageBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    const sent = await this.commands.execute(
      new SendTestMessageCommand(eventId, body.to, adminMetadata(req, admin)),
    );
    const message =
      sent.status === 'sent'
        ? T.messaging.resultSent
        : sent.status === 'kept'
          ? T.messaging.resultKept
          : T.messaging.resultFailed(sent.reason ?? '');
    return { ...sent, message, readiness: await this.queries.execute(new GetReadinessQuery(eventId)) };
  }

  @Route(routes.privacyReview)
  async reviewPrivacy(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.privacyReview, 'id') id: number,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    await this.commands.execute(new ReviewPrivacyNoticesCommand(eventId, adminMetadata(req, admin)));
    return this.queries.execute(new GetReadinessQuery(eventId));
  }

  @Route(routes.badgeTestPrint)
  async badgeTestPrint(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.badgeTestPrint, 'id') id: number,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    await this.commands.execute(new RecordBadgeTestPrintCommand(eventId, adminMetadata(req, admin)));
    return this.queries.execute(new GetReadinessQuery(eventId));
  }
}
