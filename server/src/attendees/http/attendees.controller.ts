import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { DeleteAttendeeCommand } from '../commands/delete-attendee/delete-attendee.command.js';
import { RegisterAttendeeCommand } from '../commands/register-attendee/register-attendee.command.js';
import { RequestQrSendCommand } from '../commands/request-qr-send/request-qr-send.command.js';
import { UpdateAttendeeCommand } from '../commands/update-attendee/update-attendee.command.js';
import { AttendeeHistoryQuery } from '../queries/attendee-history/attendee-history.query.js';
import { ListAttendeesQuery } from '../queries/list-attendees/list-attendees.query.js';
import type { AttendeeChanges, AttendeeForm, ListAttendeesParams } from '@expo/contract/attendees';
import { attendeeRoutes as routes } from '@expo/contract/routes/attendees';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

@Controller()
export class AttendeesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.list)
  @RecordsAccess()
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.list) { eventId, page, size, keyword }: ListAttendeesParams,
  ) {
    return this.queries.execute(new ListAttendeesQuery(scopedEventId(admin, eventId), page, size, keyword));
  }

  @Route(routes.register)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteBody(routes.register) { eventId, ...fields }: AttendeeForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, eventId);
    return this.commands.execute(
      new RegisterAttendeeCommand(scoped, fields, 'ADMIN', adminMetadata(req, admin)),
    );
  }

  @Route(routes.history)
  @RecordsAccess()
  history(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.history, 'id') attendeeId: number,
    @RouteQuery(routes.history) query: EventScope,
  ) {
    return this.queries.execute(new AttendeeHistoryQuery(scopedEventId(admin, query.eventId), attendeeId));
  }

  @Route(routes.update)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.update, 'id') attendeeId: number,
    @RouteBody(routes.update) { eventId, changes }: AttendeeChanges,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, eventId);
    return this.commands.execute(
      new UpdateAttendeeCommand(scoped, attendeeId, changes, adminMetadata(req, admin)),
    );
  }

  @Route(routes.remove)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.remove, 'id') attendeeId: number,
    @RouteQuery(routes.remove) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new DeleteAttendeeCommand(scoped, attendeeId, adminMetadata(req, admin)));
  }

  @Route(routes.sendQr)
  sendQr(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.sendQr, 'id') attendeeId: number,
    @RouteQuery(routes.sendQr) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RequestQrSendCommand(scoped, attendeeId, adminMetadata(req, admin)));
  }
}
