import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { RateLimited } from '../../http/rate-limit.js';
import { adminMetadata } from '../../http/request-metadata.js';
import { RegisterLectureCommand } from '../commands/register-lecture/register-lecture.command.js';
import { RemoveLectureCommand } from '../commands/remove-lecture/remove-lecture.command.js';
import { UpdateLectureCommand } from '../commands/update-lecture/update-lecture.command.js';
import { GetLectureQuery } from '../queries/get-lecture/get-lecture.query.js';
import { ListLecturesQuery } from '../queries/list-lectures/list-lectures.query.js';
import { lecture, lectureBody, lectureIdParam, type LectureForm } from '@expo/contract/lectures';
import { removed } from '@expo/contract/answers';
import { z } from 'zod';
import { Answers } from '../../http/answers.decorator.js';

@ApiTags('lectures')
@Controller('lectures')
export class LecturesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Answers(z.array(lecture))
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 목록 (날짜, 시간 순)' })
  list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListLecturesQuery(scopedEventId(admin, query.eventId)));
  }

  @Post()
  @Answers(lecture, 201)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: '강연 등록: title, instructor, date (YYYY-MM-DD), time (HH:mm), location, capacity (정원, 선택)',
  })
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: lectureBody }) { eventId, capacity, ...fields }: LectureForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(
      new RegisterLectureCommand(
        scoped,
        { ...fields, capacity: capacity ?? null },
        adminMetadata(req, admin),
      ),
    );
  }

  @Get(':id')
  @Answers(lecture)
  @RateLimited('lookup')
  @ApiOperation({
    summary:
      '강연 조회 (로그인 없이: 출석 체크 화면과 강연 QR 화면); checkInUrl은 QR에 넣을 PUBLIC_URL의 출석 주소',
  })
  get(@Param('id', { schema: lectureIdParam }) lectureId: number) {
    return this.queries.execute(new GetLectureQuery(lectureId));
  }

  @Put(':id')
  @Answers(lecture)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 수정 (capacity를 생략하면 정원은 그대로, null이면 정원 없음)' })
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: lectureBody }) { eventId, ...fields }: LectureForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(
      new UpdateLectureCommand(scoped, lectureId, fields, adminMetadata(req, admin)),
    );
  }

  @Delete(':id')
  @Answers(removed)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 삭제 (출석 기록 포함)' })
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: lectureIdParam }) lectureId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveLectureCommand(scoped, lectureId, adminMetadata(req, admin)));
  }
}
