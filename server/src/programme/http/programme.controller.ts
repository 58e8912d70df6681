import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { ProgrammeLinkQuery } from '@expo/contract/programme';
import { programmeRoutes as routes } from '@expo/contract/routes/programme';
import { publicMetadata } from '../../auth/request-metadata.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { SetLectureStarCommand } from '../commands/set-lecture-star/set-lecture-star.command.js';
import { GetProgrammeQuery } from '../queries/get-programme/get-programme.query.js';

/**
 * The programme over the API: read by anyone (the page reads it again after a reconnect), '내 일정' changed by the
 * attendee's signed link. Limited as the attendees' other open lookups: a hall may share one address.
 */
@Controller()
export class ProgrammeController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Route(routes.get)
  @RateLimited('lookup')
  get(@RouteParam(routes.get, 'eventId') eventId: number, @RouteQuery(routes.get) link: ProgrammeLinkQuery) {
    return this.queries.execute(new GetProgrammeQuery(eventId, link));
  }

  @Route(routes.star)
  @RateLimited('lookup')
  star(
    @RouteParam(routes.star, 'eventId') eventId: number,
    @RouteParam(routes.star, 'lectureId') lectureId: number,
    @RouteQuery(routes.star) link: ProgrammeLinkQuery,
    @Req() req: FastifyRequest,
  ) {
    return this.setStar(eventId, lectureId, link, true, req);
  }

  @Route(routes.unstar)
  @RateLimited('lookup')
  unstar(
    @RouteParam(routes.unstar, 'eventId') eventId: number,
    @RouteParam(routes.unstar, 'lectureId') lectureId: number,
    @RouteQuery(routes.unstar) link: ProgrammeLinkQuery,
    @Req() req: FastifyRequest,
  ) {
    return this.setStar(eventId, lectureId, link, false, req);
  }

  private setStar(
    eventId: number,
    lectureId: number,
    link: ProgrammeLinkQuery,
    on: boolean,
    req: FastifyRequest,
  ) {
    return this.commands.execute(
      new SetLectureStarCommand(eventId, lectureId, link, on, publicMetadata(req)),
    );
  }
}
