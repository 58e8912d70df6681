import { Body, Controller, Get, Inject, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BoothGuard, CurrentBooth } from '../../auth/booth.guard.js';
import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { ownBooth } from '../../auth/own-booth.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { boothMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { DefineLeadTagsCommand } from '../commands/define-lead-tags/define-lead-tags.command.js';
import { UpdateLeadCommand } from '../commands/update-lead/update-lead.command.js';
import { ListBoothLeadsQuery } from '../queries/list-booth-leads/list-booth-leads.query.js';
import { boothIdParam } from '@expo/contract/booths';
import {
  boothLeads,
  lead,
  leadBody,
  leadTags,
  leadTagsBody,
  leadVisitorParam,
  type LeadBody,
  type LeadTagsBody,
} from '@expo/contract/leads';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The booth phone's leads: its visitors' 관심도, tags and memos, and its own tags. */
@ApiTags('booth manager')
@ApiBearerAuth()
@Controller('booth-login')
@UseGuards(BoothGuard)
export class BoothLeadsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get(':boothId/leads')
  @RecordsAccess()
  @ApiOperation({ summary: '내 부스의 리드 (관심도, 태그, 메모)와 부스 태그 (부스 토큰)' })
  @Answers(boothLeads)
  list(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    ownBooth(booth, boothId, query);
    return this.queries.execute(new ListBoothLeadsQuery(booth.eventId, boothId, true));
  }

  @Put(':boothId/leads/:userId')
  @ApiOperation({
    summary: '방문자 리드 변경 (부스 토큰): 준 항목만 바뀜; Idempotency-Key 헤더로 재전송 안전',
  })
  @Answers(lead)
  update(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Param('userId', { schema: leadVisitorParam }) userId: number,
    @Body({ schema: leadBody }) { changedAt, ...changes }: LeadBody,
    @Req() req: FastifyRequest,
  ) {
    ownBooth(booth, boothId);
    const metadata = {
      ...boothMetadata(req, booth),
      clientEventId: idempotencyKey(req, `lead:${boothId}:${userId}`),
    };
    return this.commands.execute(new UpdateLeadCommand(booth, userId, changes, changedAt, metadata));
  }

  @Put(':boothId/lead-tags')
  @ApiOperation({ summary: '부스 태그 정하기 (부스 토큰): 최대 20개, 각 20자 이하' })
  @Answers(leadTags)
  defineTags(
    @CurrentBooth() booth: BoothPrincipal,
    @Param('boothId', { schema: boothIdParam }) boothId: number,
    @Body({ schema: leadTagsBody }) { tags }: LeadTagsBody,
    @Req() req: FastifyRequest,
  ) {
    ownBooth(booth, boothId);
    return this.commands.execute(
      new DefineLeadTagsCommand(boothId, booth.eventId, tags, boothMetadata(req, booth)),
    );
  }
}
