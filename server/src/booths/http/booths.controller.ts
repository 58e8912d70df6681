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
import { adminMetadata } from '../../http/request-metadata.js';
import { RegisterBoothCommand } from '../commands/register-booth/register-booth.command.js';
import { RemoveBoothCommand } from '../commands/remove-booth/remove-booth.command.js';
import { UpdateBoothCommand } from '../commands/update-booth/update-booth.command.js';
import { GetBoothQuery } from '../queries/get-booth/get-booth.query.js';
import { ListBoothsQuery } from '../queries/list-booths/list-booths.query.js';
import {
  booth,
  boothIdParam,
  registerBoothBody,
  updateBoothBody,
  type BoothForm,
} from '@expo/contract/booths';
import { z } from 'zod';
import { Answers } from '../../http/answers.decorator.js';
import { removed } from '@expo/contract/answers';

@ApiTags('booths')
@ApiBearerAuth()
@Controller('booths')
@UseGuards(AdminGuard)
export class BoothsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: '부스 목록 (비밀번호는 돌려주지 않음)' })
  @Answers(z.array(booth))
  list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListBoothsQuery(scopedEventId(admin, query.eventId)));
  }

  @Post()
  @ApiOperation({ summary: '부스 등록: boothName, name, affiliation, phone, loginId, password (모두 필수)' })
  @Answers(booth, 201)
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: registerBoothBody }) { eventId, ...input }: BoothForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new RegisterBoothCommand(scoped, input, adminMetadata(req, admin)));
  }

  @Get(':id')
  @ApiOperation({ summary: '부스 조회' })
  @Answers(booth)
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new GetBoothQuery(scopedEventId(admin, query.eventId), boothId));
  }

  @Put(':id')
  @ApiOperation({ summary: '부스 수정 (비밀번호를 비우면 기존 비밀번호 유지)' })
  @Answers(booth)
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: updateBoothBody }) { eventId, ...input }: BoothForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new UpdateBoothCommand(scoped, boothId, input, adminMetadata(req, admin)));
  }

  @Delete(':id')
  @Answers(removed)
  @ApiOperation({ summary: '부스 삭제 (방문자 목록 포함)' })
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveBoothCommand(scoped, boothId, adminMetadata(req, admin)));
  }
}
