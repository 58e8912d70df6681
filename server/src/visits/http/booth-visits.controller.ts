import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { BoothTokenGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { DownloadBoothVisitorsQuery } from '../queries/download-booth-visitors/download-booth-visitors.query.js';
import { ListBoothVisitorsQuery } from '../queries/list-booth-visitors/list-booth-visitors.query.js';
import { recordBoothVisitCommand } from './booth-visit-request.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { boothIdParam } from '@expo/contract/booths';
import { boothVisitBody, recordedBoothVisit, visit, type BoothVisitBody } from '@expo/contract/visits';
import { z } from 'zod';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

@ApiTags('booth visits')
@ApiBearerAuth()
@Controller('booth-visits')
export class BoothVisitsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post()
  // the session (booth still there, same login) is checked in the visit's own transaction
  @UseGuards(BoothTokenGuard)
  @ApiOperation({
    summary: '부스 방문 등록 (부스 토큰): {boothId, userId}; 중복은 409, Idempotency-Key 헤더로 재전송 안전',
  })
  @Answers(recordedBoothVisit, 201)
  record(
    @CurrentBooth() booth: BoothPrincipal,
    @Body({ schema: boothVisitBody }) body: BoothVisitBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(recordBoothVisitCommand(booth, body, req));
  }

  @Get(':boothId')
  @RecordsAccess()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: '부스 방문자 목록 (최신순)' })
  @Answers(z.array(visit))
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new ListBoothVisitorsQuery(scopedEventId(admin, query.eventId), boothId));
  }

  @Get(':boothId/download')
  @RecordsAccess()
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: '부스 방문자 엑셀 다운로드' })
  @AnswersFile(XLSX_MIME, '방문자 엑셀 (.xlsx)')
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(reply, await this.queries.execute(new DownloadBoothVisitorsQuery(scoped, boothId)));
  }
}
