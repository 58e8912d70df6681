import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import type { EventScope } from '@expo/contract/fields';
import { leadRoutes as routes } from '@expo/contract/routes/leads';
import { visitRoutes } from '@expo/contract/routes/visits';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { DownloadBoothVisitorsQuery } from '../queries/download-booth-visitors/download-booth-visitors.query.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { ListBoothLeadsQuery } from '../queries/list-booth-leads/list-booth-leads.query.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The admin reads every booth's leads of the event (changing them is the booth's), and its visitors with them in Excel. */
@Controller()
export class AdminLeadsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.boothLeads)
  @RecordsAccess()
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.boothLeads, 'boothId') boothId: number,
    @RouteQuery(routes.boothLeads) query: EventScope,
  ) {
    return this.queries.execute(new ListBoothLeadsQuery(scopedEventId(admin, query.eventId), boothId));
  }

  @Route(visitRoutes.downloadBoothVisitors)
  @RecordsAccess()
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(visitRoutes.downloadBoothVisitors, 'boothId') boothId: number,
    @RouteQuery(visitRoutes.downloadBoothVisitors) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new DownloadBoothVisitorsQuery(scoped, boothId)));
  }
}
