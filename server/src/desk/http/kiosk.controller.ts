import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { staffMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { PrintBadgeCommand } from '../commands/print-badge/print-badge.command.js';
import { FindKioskAttendeeQuery } from '../queries/find-kiosk-attendee/find-kiosk-attendee.query.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import type { EntryBody } from '@expo/contract/desks';
import { frontDeskRoutes as routes } from '@expo/contract/routes/front-desk';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/**
 * A self-service kiosk (its token was started from a desk): the attendee of a scanned QR, and their badge
 * printed once. No search, no reprint, nothing else.
 */
@Controller()
export class KioskController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.kioskAttendee)
  @RecordsAccess()
  find(@CurrentStaff() staff: EntranceStaff, @RouteParam(routes.kioskAttendee, 'qr') attendeeId: number) {
    return this.queries.execute(new FindKioskAttendeeQuery(staff.eventId, attendeeId));
  }

  @Route(routes.kioskPrint)
  print(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.kioskPrint, 'id') attendeeId: number,
    @RouteBody(routes.kioskPrint) { at }: EntryBody,
    @Req() req: FastifyRequest,
  ) {
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `badge-print:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(
      new PrintBadgeCommand(attendeeId, staff, { reprint: false, unpaidConfirmed: false }, at, metadata),
    );
  }

  @Route(routes.kioskBadgeSettings)
  badgeSettings(@CurrentStaff() staff: EntranceStaff) {
    return this.queries.execute(new GetBadgeSettingsQuery(staff.eventId));
  }
}
