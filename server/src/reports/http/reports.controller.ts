import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { boothIdParam } from '@expo/contract/booths';
import {
  boothReport,
  boothReportQuery,
  boothReports,
  eventReport,
  type BoothReportQuery,
} from '@expo/contract/reports';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { eventReportWorkbook } from '../excel/event-report-workbook.js';
import { GetBoothReportsQuery } from '../queries/get-booth-reports/get-booth-reports.query.js';
import { GetEventReportQuery } from '../queries/get-event-report/get-event-report.query.js';

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
      '행사 결과보고서: 행사 개요, 참가 현황, 시간대별 추이, 참관객 분석, 부스 현황, 강연 현황, QR 발송 현황',
  })
  @Answers(eventReport)
  event(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetEventReportQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('event/download')
  @ApiOperation({ summary: '행사 결과보고서 엑셀 (항목마다 시트 하나, 화면과 같은 수치)' })
  @AnswersFile(XLSX_MIME, '결과보고서 엑셀 (.xlsx)')
  async downloadEvent(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const report = await this.queries.execute(new GetEventReportQuery(scopedEventId(admin, query.eventId)));
    await sendWorkbook(reply, eventReportWorkbook(report));
  }

  @Get('booths')
  @RecordsAccess()
  @ApiOperation({
    summary:
      '모든 부스의 성과 보고서 (부스 ID 순, 한 번에 인쇄): visitors=false면 방문자 명단 없이 (개인정보 없음)',
  })
  @Answers(boothReports)
  async booths(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: boothReportQuery }) query: BoothReportQuery,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return { booths: await this.queries.execute(new GetBoothReportsQuery(scoped, null, query.visitors)) };
  }

  @Get('booths/:boothId')
  @RecordsAccess()
  @ApiOperation({ summary: '부스 성과 보고서 (관리자 인쇄용): 방문 추이, 순위, 리드, 동의한 방문자 명단' })
  @Answers(boothReport)
  async booth(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: boothReportQuery }) query: BoothReportQuery,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    const [report] = await this.queries.execute(new GetBoothReportsQuery(scoped, boothId, query.visitors));
    return report;
  }
}
