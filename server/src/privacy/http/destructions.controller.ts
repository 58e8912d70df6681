import { Body, Controller, Get, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import {
  destroyBody,
  destructionDone,
  destructionList,
  retention,
  type DestroyBody,
} from '@expo/contract/privacy';
import { Answers } from '../../http/answers.decorator.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { DestroyPersonalDataCommand } from '../commands/destroy-personal-data/destroy-personal-data.command.js';
import { GetRetentionQuery } from '../queries/get-retention/get-retention.query.js';
import { ListDestructionsQuery } from '../queries/list-destructions/list-destructions.query.js';

/** Retention and destruction (파기) of the event's personal data. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('privacy')
@UseGuards(AdminGuard)
export class DestructionsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('retention')
  @ApiOperation({ summary: '개인정보 보유 기간과 파기 예정일' })
  @Answers(retention)
  retention(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetRetentionQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('destructions')
  @ApiOperation({ summary: '개인정보 파기 기록' })
  @Answers(destructionList)
  list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListDestructionsQuery(scopedEventId(admin, query.eventId)));
  }

  @Post('destructions')
  @ApiOperation({ summary: '지금 파기: 행사 참석자 전원의 개인정보 파기 (행사명 입력으로 확인)' })
  @Answers(destructionDone, 201)
  destroy(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: destroyBody }) body: DestroyBody,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(
      new DestroyPersonalDataCommand(
        scopedEventId(admin, query.eventId ?? body.eventId),
        { trigger: 'ADMIN', actorName: admin.name, typedName: body.eventName },
        adminMetadata(req, admin),
      ),
    );
  }
}
