import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { statsWorkbook } from '../excel/stats-workbook.js';
import { GetBoothStatsQuery } from '../queries/get-booth-stats/get-booth-stats.query.js';
import { GetLectureStatsQuery } from '../queries/get-lecture-stats/get-lecture-stats.query.js';
import { GetStatsTotalsQuery } from '../queries/get-stats-totals/get-stats-totals.query.js';
import { GetStatsQuery } from '../queries/get-stats/get-stats.query.js';
import { GetTimelineQuery } from '../queries/get-timeline/get-timeline.query.js';
import { boothStat, lectureStat, stats, statsTotals, timelineBucket } from '@expo/contract/stats';
import { z } from 'zod';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';

/** The event's statistics (docs/LIVE.md): what the dashboard shows, also as parts and as an Excel report. */
@ApiTags('stats')
@ApiBearerAuth()
@Controller('stats')
@UseGuards(AdminGuard)
export class StatsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: '행사 통계 전체: totals, booths (부스별 방문), lectures (강연별 출석), timeline (10분 단위)',
  })
  @Answers(stats)
  all(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('totals')
  @ApiOperation({
    summary: '합계: 등록·결제·출력·사전/현장 등록 참석자, 부스 방문, 부스 순방문자, 강연 출석',
  })
  @Answers(statsTotals)
  totals(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetStatsTotalsQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('booths')
  @ApiOperation({ summary: '부스별 방문 수 (부스 ID 순)' })
  @Answers(z.array(boothStat))
  booths(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetBoothStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('lectures')
  @ApiOperation({ summary: '강연별 출석 수 (일정 순)' })
  @Answers(z.array(lectureStat))
  lectures(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetLectureStatsQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('timeline')
  @ApiOperation({ summary: '10분 단위 부스 방문·강연 출석 수 (한국 시간, 오래된 순)' })
  @Answers(z.array(timelineBucket))
  timeline(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetTimelineQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('download')
  @ApiOperation({ summary: '행사 통계 엑셀 보고서 (요약, 부스별 방문, 강연별 출석, 시간대별 방문)' })
  @AnswersFile(XLSX_MIME, '통계 엑셀 보고서 (.xlsx)')
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, statsWorkbook(await this.queries.execute(new GetStatsQuery(scoped))));
  }
}
