import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { boothIdParam } from '@expo/contract/booths';
import { eventReportQuery, type EventReportQuery } from '@expo/contract/report-comparison';
import {
  adminBoothReportQuery,
  boothReport,
  boothReports,
  eventReport,
  type AdminBoothReportQuery,
} from '@expo/contract/reports';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { eventReportWorkbook } from '../excel/event-report-workbook.js';
import { GetBoothReportsQuery } from '../queries/get-booth-reports/get-booth-reports.query.js';
import { GetEventReportQuery } from '../queries/get-event-report/get-event-report.query.js';
import { comparedEventId } from './compared-event.js';

/** The event report's query: its event, and the one it is compared with (전년 대비, organisers only). */
function eventReportOf(admin: AdminPrincipal, query: EventReportQuery): GetEventReportQuery {
  const eventId = scopedEventId(admin, query.eventId);
  return new GetEventReportQuery(eventId, comparedEventId(admin, eventId, query.compareTo));
}

/** The booth reports' query of one booth (or every booth: null), with the other event's booths beside them. */
function boothReportsOf(admin: AdminPrincipal, boothId: number | null, query: AdminBoothReportQuery) {
  const eventId = scopedEventId(admin, query.eventId);
  const other = comparedEventId(admin, eventId, query.compareTo);
  return new GetBoothReportsQuery(
    eventId,
    boothId,
    query.visitors,
    other === null ? null : { eventId: other },
  );
}

/** The 결과보고서 (docs/REPORTS.md): the event's (figures and an Excel workbook) and any booth's, for print. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
@UseGuards(AdminGuard)
export class ReportsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('event')
  @ApiOperation({
    summary:
      '행사 결과보고서: 행사 개요, 참가 현황, 시간대별 추이, 참관객 분석, 부스 현황, 강연 현황, QR 발송 현황; compareTo가 있으면 전년 대비 (주최자만)',
  })
  @Answers(eventReport)
  event(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventReportQuery }) query: EventReportQuery) {
    return this.queries.execute(eventReportOf(admin, query));
  }

  @Get('event/download')
  @ApiOperation({
    summary: '행사 결과보고서 엑셀 (항목마다 시트 하나, 화면과 같은 수치; compareTo가 있으면 전년 대비 시트)',
  })
  @AnswersFile(XLSX_MIME, '결과보고서 엑셀 (.xlsx)')
  async downloadEvent(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventReportQuery }) query: EventReportQuery,
    @Res() reply: FastifyReply,
  ) {
    const report = await this.queries.execute(eventReportOf(admin, query));
    await sendWorkbook(reply, eventReportWorkbook(report));
  }

  @Get('booths')
  @RecordsAccess()
  @ApiOperation({
    summary:
      '모든 부스의 성과 보고서 (부스 ID 순, 한 번에 인쇄): visitors=false면 방문자 명단 없이 (개인정보 없음); compareTo가 있으면 같은 이름 부스의 순방문자 (주최자만)',
  })
  @Answers(boothReports)
  async booths(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: adminBoothReportQuery }) query: AdminBoothReportQuery,
  ) {
    return { booths: await this.queries.execute(boothReportsOf(admin, null, query)) };
  }

  @Get('booths/:boothId')
  @RecordsAccess()
  @ApiOperation({ summary: '부스 성과 보고서 (관리자 인쇄용): 방문 추이, 순위, 리드, 동의한 방문자 명단' })
  @Answers(boothReport)
  async booth(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: adminBoothReportQuery }) query: AdminBoothReportQuery,
  ) {
    const [report] = await this.queries.execute(boothReportsOf(admin, boothId, query));
    return report;
  }
}
