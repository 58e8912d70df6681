import { Body, Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { RateLimited } from '../../http/rate-limit.js';
import { publicMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { CheckInLectureCommand } from '../commands/check-in-lecture/check-in-lecture.command.js';
import { DownloadLectureAttendeesQuery } from '../queries/download-lecture-attendees/download-lecture-attendees.query.js';
import { ListLectureAttendeesQuery } from '../queries/list-lecture-attendees/list-lecture-attendees.query.js';
import { sendWorkbook } from '../../excel/workbook-download.js';
import { lectureIdParam } from '@expo/contract/lectures';
import { lectureCheckIn, lectureCheckInBody, visit, type LectureCheckInBody } from '@expo/contract/visits';
import { z } from 'zod';
import { Answers, AnswersFile } from '../../http/answers.decorator.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

@ApiTags('lecture check-ins')
@Controller('lecture-visits')
export class LectureVisitsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post('checkin')
  @RateLimited('checkin')
  @ApiOperation({ summary: '강연 출석 체크 (로그인 없음): {lectureId, userId}; 중복은 409' })
  @Answers(lectureCheckIn, 201)
  checkIn(
    @Body({ schema: lectureCheckInBody }) { lectureId, userId }: LectureCheckInBody,
    @Req() req: FastifyRequest,
  ) {
    const metadata = {
      ...publicMetadata(req),
      clientEventId: idempotencyKey(req, `lecture-checkin:${lectureId}:${userId}`),
    };
    return this.commands.execute(new CheckInLectureCommand(lectureId, userId, metadata));
  }

  @Get(':lectureId')
  @RecordsAccess()
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 출석자 목록 (최신순)' })
  @Answers(z.array(visit))
  list(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('lectureId', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(
      new ListLectureAttendeesQuery(scopedEventId(admin, query.eventId), lectureId),
    );
  }

  @Get(':lectureId/download')
  @RecordsAccess()
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 출석자 엑셀 다운로드' })
  @AnswersFile(XLSX_MIME, '출석자 엑셀 (.xlsx)')
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('lectureId', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Res() reply: FastifyReply,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    await sendWorkbook(
      reply,
      await this.queries.execute(new DownloadLectureAttendeesQuery(scoped, lectureId)),
    );
  }
}
