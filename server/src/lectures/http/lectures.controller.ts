import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { LectureForm } from '@expo/contract/lectures';
import type { EventScope } from '@expo/contract/fields';
import { lectureRoutes as routes } from '@expo/contract/routes/lectures';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { RegisterLectureCommand } from '../commands/register-lecture/register-lecture.command.js';
import { RemoveLectureCommand } from '../commands/remove-lecture/remove-lecture.command.js';
import { UpdateLectureCommand } from '../commands/update-lecture/update-lecture.command.js';
import { GetLectureQuery } from '../queries/get-lecture/get-lecture.query.js';
import { ListLecturesQuery } from '../queries/list-lectures/list-lectures.query.js';

/** /api/lectures: an admin's lectures; one lecture is open to all (the check-in and QR screens). The event is the admin's (an `eventId` naming another is refused). */
@Controller()
export class LecturesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.list)
  list(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.list) query: EventScope) {
    return this.queries.execute(new ListLecturesQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.register)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.register) query: EventScope,
    @RouteBody(routes.register) { eventId, ...fields }: LectureForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new RegisterLectureCommand(scoped, fields, adminMetadata(req, admin)));
  }

  /** Open to all (no admin, so of any event): the check-in and QR screens. */
  @Route(routes.get)
  @RateLimited('lookup')
  get(@RouteParam(routes.get, 'id') id: number, @RouteQuery(routes.get) _scope: EventScope) {
    return this.queries.execute(new GetLectureQuery(id));
  }

  @Route(routes.update)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.update, 'id') id: number,
    @RouteQuery(routes.update) query: EventScope,
    @RouteBody(routes.update) { eventId, ...fields }: LectureForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new UpdateLectureCommand(scoped, id, fields, adminMetadata(req, admin)));
  }

  @Route(routes.remove)
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.remove, 'id') id: number,
    @RouteQuery(routes.remove) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveLectureCommand(scoped, id, adminMetadata(req, admin)));
  }
}
