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
import { RegisterDeskCommand } from '../commands/register-desk/register-desk.command.js';
import { RemoveDeskCommand } from '../commands/remove-desk/remove-desk.command.js';
import { UpdateDeskCommand } from '../commands/update-desk/update-desk.command.js';
import { GetDeskQuery } from '../queries/get-desk/get-desk.query.js';
import { ListDesksQuery } from '../queries/list-desks/list-desks.query.js';
import { desk, deskIdParam, registerDeskBody, updateDeskBody, type DeskForm } from '@expo/contract/desks';
import { removed } from '@expo/contract/answers';
import { z } from 'zod';
import { Answers } from '../../http/answers.decorator.js';

@ApiTags('desks')
@ApiBearerAuth()
@Controller('desks')
@UseGuards(AdminGuard)
export class DesksController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Answers(z.array(desk))
  @ApiOperation({ summary: '등록 데스크 계정 목록 (비밀번호는 돌려주지 않음)' })
  list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListDesksQuery(scopedEventId(admin, query.eventId)));
  }

  @Post()
  @Answers(desk, 201)
  @ApiOperation({ summary: '데스크 계정 등록: name, loginId, password (모두 필수)' })
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: registerDeskBody }) { eventId, ...input }: DeskForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new RegisterDeskCommand(scoped, input, adminMetadata(req, admin)));
  }

  @Get(':id')
  @Answers(desk)
  @ApiOperation({ summary: '데스크 계정 조회' })
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: deskIdParam }) deskId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new GetDeskQuery(scopedEventId(admin, query.eventId), deskId));
  }

  @Put(':id')
  @Answers(desk)
  @ApiOperation({ summary: '데스크 계정 수정 (비밀번호를 비우면 기존 비밀번호 유지; 바꾸면 로그인이 끝남)' })
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: deskIdParam }) deskId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: updateDeskBody }) { eventId, ...input }: DeskForm,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new UpdateDeskCommand(scoped, deskId, input, adminMetadata(req, admin)));
  }

  @Delete(':id')
  @Answers(removed)
  @ApiOperation({ summary: '데스크 계정 삭제 (그 데스크의 로그인과 키오스크가 끝남)' })
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: deskIdParam }) deskId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId);
    return this.commands.execute(new RemoveDeskCommand(scoped, deskId, adminMetadata(req, admin)));
  }
}
