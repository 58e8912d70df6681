import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CurrentStaff } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { staffMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { PrintBadgeCommand } from '../commands/print-badge/print-badge.command.js';
import { RecordEntryCommand } from '../commands/record-entry/record-entry.command.js';
import { FindDeskAttendeesQuery } from '../queries/find-desk-attendees/find-desk-attendees.query.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import { GetDeskAttendeeQuery } from '../queries/get-desk-attendee/get-desk-attendee.query.js';
import { ListWalkInsQuery } from '../queries/list-walk-ins/list-walk-ins.query.js';
import { StartKioskQuery } from '../queries/start-kiosk/start-kiosk.query.js';
import type { deskSearchQuery, EntryBody, PrintBadgeBody } from '@expo/contract/desks';
import { frontDeskRoutes as routes } from '@expo/contract/routes/front-desk';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The registration desk: a desk laptop's session, or an admin's own (their event). */
@Controller()
export class DeskAttendeesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.findAttendees)
  @RecordsAccess()
  find(
    @CurrentStaff() staff: EntranceStaff,
    @RouteQuery(routes.findAttendees) query: z.output<typeof deskSearchQuery>,
  ) {
    return this.queries.execute(
      new FindDeskAttendeesQuery(scopedEventId(staff, query.eventId), query.keyword),
    );
  }

  @Route(routes.attendee)
  @RecordsAccess()
  get(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.attendee, 'id') attendeeId: number,
    @RouteQuery(routes.attendee) query: EventScope,
  ) {
    return this.queries.execute(new GetDeskAttendeeQuery(scopedEventId(staff, query.eventId), attendeeId));
  }

  @Route(routes.recordEntry)
  enter(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.recordEntry, 'id') attendeeId: number,
    @RouteQuery(routes.recordEntry) query: EventScope,
    @RouteBody(routes.recordEntry) body: EntryBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `entry:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(new RecordEntryCommand(attendeeId, staff, body.at, metadata));
  }

  @Route(routes.printBadge)
  print(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.printBadge, 'id') attendeeId: number,
    @RouteQuery(routes.printBadge) query: EventScope,
    @RouteBody(routes.printBadge) { reprint, unpaidConfirmed, at }: PrintBadgeBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `badge-print:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(
      new PrintBadgeCommand(attendeeId, staff, { reprint, unpaidConfirmed }, at, metadata),
    );
  }

  @Route(routes.walkIns)
  @RecordsAccess()
  walkIns(@CurrentStaff() staff: EntranceStaff, @RouteQuery(routes.walkIns) query: EventScope) {
    return this.queries.execute(new ListWalkInsQuery(scopedEventId(staff, query.eventId)));
  }

  @Route(routes.deskBadgeSettings)
  badgeSettings(
    @CurrentStaff() staff: EntranceStaff,
    @RouteQuery(routes.deskBadgeSettings) query: EventScope,
  ) {
    return this.queries.execute(new GetBadgeSettingsQuery(scopedEventId(staff, query.eventId)));
  }

  @Route(routes.startKiosk)
  startKiosk(@CurrentStaff() staff: EntranceStaff) {
    return this.queries.execute(new StartKioskQuery(staff));
  }
}
