import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { BoothTokenGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { readBooth } from '../../booths/booth-reads.js';
import { parseId } from '../../common/parse-id.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { AttendanceRecorder } from '../attendance-recorder.js';
import { sendVisitorWorkbook } from '../excel/visitor-workbook.js';
import { BOOTH_VISITS } from '../visit-places.js';
import { listVisits } from '../visit-reads.js';
import { recordBoothVisit } from './record-booth-visit.js';

@ApiTags('booth visits')
@ApiBearerAuth()
@Controller('booth-visits')
export class BoothVisitsController {
  constructor(
    @Inject(AttendanceRecorder) private readonly recorder: AttendanceRecorder,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post()
  // the session (booth still there, same login) is checked by the recorder in the visit's own transaction
  @UseGuards(BoothTokenGuard)
  @ApiOperation({
    summary: '부스 방문 등록 (부스 토큰): {boothId, userId}; 중복은 409, Idempotency-Key 헤더로 재전송 안전',
  })
  // Plain JSON requests are answered by the fast route (booth-visit-fast-route.ts) before Express sees them;
  // this route answers the rest (other content types or encodings) with the same code.
  record(@CurrentBooth() booth: BoothPrincipal, @Body() body: unknown, @Req() req: Request) {
    return recordBoothVisit(this.recorder, booth, body, req);
  }

  @Get(':boothId')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: '부스 방문자 목록 (최신순)' })
  async list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId') id: string,
    @Query('eventId') eventId: unknown,
  ) {
    const boothId = parseId(id, BOOTH_VISITS.idLabel);
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, async (sql) => {
      await readBooth(sql, boothId, scoped);
      return (await listVisits(sql, BOOTH_VISITS, boothId)).visits;
    });
  }

  @Get(':boothId/download')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: '부스 방문자 엑셀 다운로드' })
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId') id: string,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    const boothId = parseId(id, BOOTH_VISITS.idLabel);
    const scoped = scopedEventId(admin, eventId);
    const booth = await withConnection(this.dataSource, (sql) => readBooth(sql, boothId, scoped));
    await sendVisitorWorkbook(res, this.dataSource, BOOTH_VISITS, boothId, booth.boothName);
  }
}
