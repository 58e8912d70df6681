import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CopyEventBody, LoginsWorkbookBody } from '@expo/contract/events';
import { eventRoutes as routes } from '@expo/contract/routes/events';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam } from '../../auth/route.decorator.js';
import { ConferenceErrors } from '../../conferences/domain/conference.decider.js';
import { ListEventsQuery } from '../../conferences/queries/list-events/list-events.query.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { CopyEventCommand } from '../commands/copy-event/copy-event.command.js';
import { loginsWorkbook } from '../excel/logins-workbook.js';

/** '이전 행사 복사' and the copied event's logins as Excel (organisers). */
@Controller()
export class EventCopyController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.copy)
  copy(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.copy, 'id') fromEventId: number,
    @RouteBody(routes.copy) body: CopyEventBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(new CopyEventCommand(fromEventId, body, adminMetadata(req, admin)));
  }

  @Route(routes.loginsWorkbook)
  async loginsWorkbook(
    @RouteParam(routes.loginsWorkbook, 'id') eventId: number,
    @RouteBody(routes.loginsWorkbook) body: LoginsWorkbookBody,
    @Res() reply: FastifyReply,
  ) {
    const [event] = await this.queries.execute(new ListEventsQuery(eventId));
    if (!event) throw ConferenceErrors.notFound();
    await sendWorkbook(reply, loginsWorkbook(event.name, body));
  }
}
