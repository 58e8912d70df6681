import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { RateLimited } from '../../http/rate-limit.js';
import { publicMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { CheckInLectureCommand } from '../commands/check-in-lecture/check-in-lecture.command.js';
import { DownloadLectureAttendeesQuery } from '../queries/download-lecture-attendees/download-lecture-attendees.query.js';
import { ListLectureAttendeesQuery } from '../queries/list-lecture-attendees/list-lecture-attendees.query.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import type { LectureCheckInBody } from '@expo/contract/visits';
import { visitRoutes as routes } from '@expo/contract/routes/visits';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

@Controller()
export class LectureVisitsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.checkIn)
  @RateLimited('checkin')
  checkIn(@RouteBody(routes.checkIn) { lectureId, userId }: LectureCheckInBody, @Req() req: FastifyRequest) {
    const metadata = {
      ...publicMetadata(req),
      clientEventId: idempotencyKey(req, `lecture-checkin:${lectureId}:${userId}`),
    };
    return this.commands.execute(new CheckInLectureCommand(lectureId, userId, metadata));
  }

  @Route(routes.lectureVisitors)
  @RecordsAccess()
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.lectureVisitors, 'lectureId') lectureId: number,
    @RouteQuery(routes.lectureVisitors) query: EventScope,
  ) {
    return this.queries.execute(
      new ListLectureAttendeesQuery(scopedEventId(admin, query.eventId), lectureId),
    );
  }

  @Route(routes.downloadLectureVisitors)
  @RecordsAccess()
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.downloadLectureVisitors, 'lectureId') lectureId: number,
    @RouteQuery(routes.downloadLectureVisitors) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(
      reply,
      await this.queries.execute(new DownloadLectureAttendeesQuery(scoped, lectureId)),
    );
  }
}
