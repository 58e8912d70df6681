import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { parseId } from '../../common/parse-id.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { readLecture } from '../../lectures/lecture-reads.js';
import { RateLimited } from '../../http/rate-limit.js';
import { idempotencyKey, publicMetadata } from '../../http/request-metadata.js';
import { AttendanceRecorder } from '../attendance-recorder.js';
import { sendVisitorWorkbook } from '../excel/visitor-workbook.js';
import { LECTURE_CHECKINS } from '../visit-places.js';
import { listVisits } from '../visit-reads.js';
import { parseCheckIn } from './visit-body.js';

@ApiTags('lecture check-ins')
@Controller('lecture-visits')
export class LectureVisitsController {
  constructor(
    @Inject(AttendanceRecorder) private readonly recorder: AttendanceRecorder,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post('checkin')
  @RateLimited('checkin')
  @ApiOperation({ summary: '강연 출석 체크 (로그인 없음): {lectureId, userId}; 중복은 409' })
  checkIn(@Body() body: unknown, @Req() req: Request) {
    const { lectureId, userId } = parseCheckIn(body);
    const metadata = {
      ...publicMetadata(req),
      clientEventId: idempotencyKey(req, `lecture-checkin:${lectureId}:${userId}`),
    };
    return this.recorder.checkIn(lectureId, userId, metadata);
  }

  @Get(':lectureId')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 출석자 목록 (최신순)' })
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('lectureId') id: string,
    @Query('eventId') eventId: unknown,
  ) {
    const lectureId = parseId(id, LECTURE_CHECKINS.idLabel);
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, async (sql) => {
      await readLecture(sql, lectureId, scoped);
      return (await listVisits(sql, LECTURE_CHECKINS, lectureId)).visits;
    });
  }

  @Get(':lectureId/download')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 출석자 엑셀 다운로드' })
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('lectureId') id: string,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    const lectureId = parseId(id, LECTURE_CHECKINS.idLabel);
    const scoped = scopedEventId(admin, eventId);
    const lecture = await withConnection(this.dataSource, (sql) => readLecture(sql, lectureId, scoped));
    await sendVisitorWorkbook(res, this.dataSource, LECTURE_CHECKINS, lectureId, lecture.title);
  }
}
