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
import { ChangeMessageSettingsCommand } from '../commands/change-message-settings/change-message-settings.command.js';
import { GetMessageSettingsQuery } from '../queries/get-message-settings/get-message-settings.query.js';
import { messageSettings, messageSettingsBody, type MessageSettingsInput } from '@expo/contract/messaging';
import { Answers } from '../../http/answers.decorator.js';

/** How the event sends attendees their QR ('등록 시 자동 발송', '이메일 우선'), and the server's channels. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('message-settings')
@UseGuards(AdminGuard)
export class MessageSettingsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: '행사의 QR 발송 설정과 서버에 설정된 전송 수단' })
  @Answers(messageSettings)
  get(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetMessageSettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Put()
  @ApiOperation({ summary: 'QR 발송 설정 변경' })
  @Answers(messageSettings)
  async change(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: messageSettingsBody }) { eventId, ...settings }: MessageSettingsInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    await this.commands.execute(
      new ChangeMessageSettingsCommand(scoped, settings, adminMetadata(req, admin)),
    );
    return this.queries.execute(new GetMessageSettingsQuery(scoped));
  }
}
