import { Body, Controller, Get, Inject, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { ChangePrivacySettingsCommand } from '../commands/change-privacy-settings/change-privacy-settings.command.js';
import { GetPrivacySettingsQuery } from '../queries/get-privacy-settings/get-privacy-settings.query.js';
import { privacySettings, privacySettingsBody, type PrivacySettingsBody } from '@expo/contract/privacy';
import { Answers } from '../../http/answers.decorator.js';

/** The event's consent notices, sharing with exhibitors, download reasons and retention. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('privacy-settings')
@UseGuards(AdminGuard)
export class PrivacySettingsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: '개인정보 설정 (동의 안내, 부스 제공, 다운로드 사유, 보유 기간)' })
  @Answers(privacySettings)
  get(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetPrivacySettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Put()
  @ApiOperation({ summary: '개인정보 설정 변경 (안내 문구가 바뀌면 새 버전)' })
  @Answers(privacySettings)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: privacySettingsBody }) { eventId, ...input }: PrivacySettingsBody,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(new ChangePrivacySettingsCommand(scoped, input, adminMetadata(req, admin)));
    return this.queries.execute(new GetPrivacySettingsQuery(scoped));
  }
}
