import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BoothGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { VisitErrors } from '../domain/visit.errors.js';
import { DownloadBoothVisitorsQuery } from '../queries/download-booth-visitors/download-booth-visitors.query.js';
import { ListOwnBoothVisitorsQuery } from '../queries/list-own-booth-visitors/list-own-booth-visitors.query.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { boothIdParam } from '@expo/contract/booths';
import { boothVisitor } from '@expo/contract/visits';
import { z } from 'zod';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The booth manager's own visitor list: the booth (and its event) come from the booth token. */
@ApiTags('booth manager')
@ApiBearerAuth()
@Controller('booth-login')
@UseGuards(BoothGuard)
export class BoothManagerVisitsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':boothId/visits')
  @RecordsAccess()
  @ApiOperation({ summary: '내 부스 방문자 목록 (부스 토큰, 최신순)' })
  @Answers(z.array(boothVisitor))
  list(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    ownBooth(booth, boothId, query, VisitErrors.otherBooth);
    return this.queries.execute(new ListOwnBoothVisitorsQuery(booth.eventId, boothId));
  }

  @Get(':boothId/visits/download')
  @RecordsAccess()
  @ApiOperation({ summary: '내 부스 방문자 엑셀 다운로드 (부스의 행사 기준)' })
  @AnswersFile(XLSX_MIME, '방문자 엑셀 (.xlsx)')
  async download(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    ownBooth(booth, boothId, query, VisitErrors.otherBooth);
    await sendWorkbook(
      reply,
      await this.queries.execute(new DownloadBoothVisitorsQuery(booth.eventId, boothId, true)),
    );
  }
}
