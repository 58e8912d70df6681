import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection, type Sql } from '../../event-store/sql.js';
import { sendStatsWorkbook } from '../excel/stats-workbook.js';
import { readBoothStats, readLectureStats, readStats, readTimeline, readTotals } from '../stats-reads.js';

/** The event's statistics (docs/LIVE.md): what the dashboard shows, also as parts and as an Excel report. */
@ApiTags('stats')
@ApiBearerAuth()
@ApiQuery({ name: 'eventId', required: false, description: '토큰의 행사 (다른 행사는 403)' })
@Controller('stats')
@UseGuards(AdminGuard)
export class StatsController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  private read<T>(admin: AdminPrincipal, eventId: unknown, read: (sql: Sql, eventId: number) => Promise<T>) {
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, (sql) => read(sql, scoped));
  }

  @Get()
  @ApiOperation({
    summary: '행사 통계 전체: totals, booths (부스별 방문), lectures (강연별 출석), timeline (10분 단위)',
  })
  all(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.read(admin, eventId, readStats);
  }

  @Get('totals')
  @ApiOperation({
    summary: '합계: 등록·결제·출력·사전/현장 등록 참석자, 부스 방문, 부스 순방문자, 강연 출석',
  })
  totals(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.read(admin, eventId, readTotals);
  }

  @Get('booths')
  @ApiOperation({ summary: '부스별 방문 수 (부스 ID 순)' })
  booths(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.read(admin, eventId, (sql, id) => readBoothStats(sql, id));
  }

  @Get('lectures')
  @ApiOperation({ summary: '강연별 출석 수 (일정 순)' })
  lectures(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.read(admin, eventId, (sql, id) => readLectureStats(sql, id));
  }

  @Get('timeline')
  @ApiOperation({ summary: '10분 단위 부스 방문·강연 출석 수 (한국 시간, 오래된 순)' })
  timeline(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.read(admin, eventId, (sql, id) => readTimeline(sql, id));
  }

  @Get('download')
  @ApiOperation({ summary: '행사 통계 엑셀 보고서 (요약, 부스별 방문, 강연별 출석, 시간대별 방문)' })
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    await sendStatsWorkbook(res, await this.read(admin, eventId, readStats));
  }
}
