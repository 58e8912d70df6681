import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { BoothGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { readBooth } from '../../booths/booth-reads.js';
import { parseId } from '../../common/parse-id.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { VisitErrors } from '../domain/visit.errors.js';
import { sendVisitorWorkbook } from '../excel/visitor-workbook.js';
import { BOOTH_VISITS } from '../visit-places.js';
import { listVisits } from '../visit-reads.js';

/** The booth manager's own visitor list: the booth (and its event) come from the booth token. */
@ApiTags('booth manager')
@ApiBearerAuth()
@Controller('booth-login')
@UseGuards(BoothGuard)
export class BoothManagerVisitsController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  private ownBooth(booth: BoothPrincipal, id: string, eventId?: unknown): number {
    const boothId = parseId(id, BOOTH_VISITS.idLabel);
    if (boothId !== booth.boothId) throw VisitErrors.otherBooth();
    scopedEventId(booth, eventId);
    return boothId;
  }

  @Get(':boothId/visits')
  @ApiOperation({ summary: '내 부스 방문자 목록 (부스 토큰, 최신순)' })
  list(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId') id: string,
    @Query('eventId') eventId: unknown,
  ) {
    const boothId = this.ownBooth(booth, id, eventId);
    return withConnection(
      this.dataSource,
      async (sql) => (await listVisits(sql, BOOTH_VISITS, boothId)).visits,
    );
  }

  @Get(':boothId/visits/download')
  @ApiOperation({ summary: '내 부스 방문자 엑셀 다운로드 (부스의 행사 기준)' })
  async download(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId') id: string,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    const boothId = this.ownBooth(booth, id, eventId);
    const { boothName } = await withConnection(this.dataSource, (sql) =>
      readBooth(sql, boothId, booth.eventId),
    );
    await sendVisitorWorkbook(res, this.dataSource, BOOTH_VISITS, boothId, boothName);
  }
}
