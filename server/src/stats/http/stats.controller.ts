import { Controller, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Route, RouteQuery } from '../../auth/route.decorator.js';
import type { EventScope } from '@expo/contract/fields';
import { statsRoutes as routes } from '@expo/contract/routes/stats';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { statsWorkbook } from '../excel/stats-workbook.js';
import { GetBoothStatsQuery } from '../queries/get-booth-stats/get-booth-stats.query.js';
import { GetLectureStatsQuery } from '../queries/get-lecture-stats/get-lecture-stats.query.js';
import { GetStatsTotalsQuery } from '../queries/get-stats-totals/get-stats-totals.query.js';
import { GetStatsQuery } from '../queries/get-stats/get-stats.query.js';
import { GetTimelineQuery } from '../queries/get-timeline/get-timeline.query.js';

/** The event's statistics (docs/LIVE.md): what the dashboard shows, also as parts and as an Excel report. */
@Controller()
export class StatsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.all)
  all(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.all) query: EventScope) {
    return this.queries.execute(new GetStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.totals)
  totals(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.totals) query: EventScope) {
    return this.queries.execute(new GetStatsTotalsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.booths)
  booths(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.booths) query: EventScope) {
    return this.queries.execute(new GetBoothStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.lectures)
  lectures(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.lectures) query: EventScope) {
    return this.queries.execute(new GetLectureStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.timeline)
  timeline(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.timeline) query: EventScope) {
    return this.queries.execute(new GetTimelineQuery(scopedEventId(admin, query.eventId)));
  }

  @Route(routes.download)
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.download) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, statsWorkbook(await this.queries.execute(new GetStatsQuery(scoped))));
  }
}
