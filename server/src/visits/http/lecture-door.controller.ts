import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { staffMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { CheckInAtLectureDoorCommand } from '../commands/check-in-at-lecture-door/check-in-at-lecture-door.command.js';
import { GetLectureDoorQuery } from '../queries/get-lecture-door/get-lecture-door.query.js';
import type { DoorCheckInBody } from '@expo/contract/visits';
import { visitRoutes as routes } from '@expo/contract/routes/visits';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** A lecture's door (/lectures/{id}/door): a desk laptop of the event, or its admin, scans badges in. */
@Controller()
export class LectureDoorController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.lectureDoor)
  door(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.lectureDoor, 'lectureId') lectureId: number,
    @RouteQuery(routes.lectureDoor) query: EventScope,
  ) {
    return this.queries.execute(new GetLectureDoorQuery(scopedEventId(staff, query.eventId), lectureId));
  }

  @Route(routes.doorCheckIn)
  @RecordsAccess()
  checkIn(
    @CurrentStaff() staff: EntranceStaff,
    @RouteParam(routes.doorCheckIn, 'lectureId') lectureId: number,
    @RouteQuery(routes.doorCheckIn) query: EventScope,
    @RouteBody(routes.doorCheckIn) { userId }: DoorCheckInBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `lecture-door:${lectureId}:${userId}`),
    };
    return this.commands.execute(new CheckInAtLectureDoorCommand(lectureId, userId, staff, metadata));
  }
}
