import { Controller, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import type { EventReportQuery } from '@expo/contract/report-comparison';
import type { AdminBoothReportQuery } from '@expo/contract/reports';
import { reportRoutes as routes } from '@expo/contract/routes/reports';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { eventReportWorkbook } from '../excel/event-report-workbook.js';
import { GetBoothReportsQuery } from '../queries/get-booth-reports/get-booth-reports.query.js';
import { GetEventReportQuery } from '../queries/get-event-report/get-event-report.query.js';
import { comparedEventId } from './compared-event.js';

/** The event report's query: its event, and the one it is compared with (전년 대비, organisers only). */
function eventReportOf(admin: AdminPrincipal, query: EventReportQuery): GetEventReportQuery {
  const eventId = scopedEventId(admin, query.eventId);
  return new GetEventReportQuery(eventId, comparedEventId(admin, eventId, query.compareTo));
}

/**
 * The booth reports' query of one booth (or every booth: null), with the other event's booths beside them and
 * each booth's 참가사 만족도 (an admin's only).
 */
function boothReportsOf(admin: AdminPrincipal, boothId: number | null, query: AdminBoothReportQuery) {
  const eventId = scopedEventId(admin, query.eventId);
  const other = comparedEventId(admin, eventId, query.compareTo);
  return new GetBoothReportsQuery(
    eventId,
    boothId,
    query.visitors,
    other === null ? null : { eventId: other },
    true,
  );
}

/** The 결과보고서 (docs/REPORTS.md): the event's (figures and an Excel workbook) and any booth's, for print. */
@Controller()
export class ReportsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.event)
  event(@CurrentAdmin() admin: AdminPrincipal, @RouteQuery(routes.event) query: EventReportQuery) {
    return this.queries.execute(eventReportOf(admin, query));
  }

  @Route(routes.eventDownload)
  async downloadEvent(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.eventDownload) query: EventReportQuery,
    @Res() reply: FastifyReply,
  ) {
    const report = await this.queries.execute(eventReportOf(admin, query));
    await sendWorkbook(reply, eventReportWorkbook(report));
  }

  @Route(routes.booths)
  @RecordsAccess()
  async booths(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteQuery(routes.booths) query: AdminBoothReportQuery,
  ) {
    return { booths: await this.queries.execute(boothReportsOf(admin, null, query)) };
  }

  @Route(routes.booth)
  @RecordsAccess()
  async booth(
    @CurrentAdmin() admin: AdminPrincipal,
    @RouteParam(routes.booth, 'boothId') boothId: number,
    @RouteQuery(routes.booth) query: AdminBoothReportQuery,
  ) {
    const [report] = await this.queries.execute(boothReportsOf(admin, boothId, query));
    return report;
  }
}
