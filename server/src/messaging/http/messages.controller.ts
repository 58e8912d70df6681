import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { RetryQrMessageCommand } from '../commands/retry-qr-message/retry-qr-message.command.js';
import { GetQrChannelHealthQuery } from '../queries/get-qr-channel-health/get-qr-channel-health.query.js';
import { ListQrMessagesQuery } from '../queries/list-qr-messages/list-qr-messages.query.js';
import { z } from 'zod';
import {
  attendeeIdParam,
  channelsHealth,
  listMessagesQuery,
  messageIdParam,
  qrMessage,
  retriedMessage,
  type ListMessagesParams,
} from '@expo/contract/messaging';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The QR messages of an event (sent, kept for staff to forward, failed), for the admins of their event. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class MessagesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('messages')
  @RecordsAccess()
  @ApiOperation({ summary: '행사의 QR 발송 내역 (최근 순, 상태별)' })
  @Answers(z.array(qrMessage))
  forEvent(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: listMessagesQuery }) query: ListMessagesParams,
  ) {
    const status = query.status === 'ALL' ? undefined : query.status;
    return this.queries.execute(
      new ListQrMessagesQuery(scopedEventId(admin, query.eventId), undefined, status),
    );
  }

  @Get('messages/channel-health')
  @ApiOperation({ summary: '문자·이메일 발송이 연속으로 실패하고 있는지 (최근 시도 기준)' })
  @Answers(channelsHealth)
  channelHealth(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new GetQrChannelHealthQuery(scopedEventId(admin, query.eventId)));
  }

  @Post('messages/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: '실패한 QR 메시지 다시 보내기' })
  @Answers(retriedMessage)
  retry(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: messageIdParam }) sendId: string,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Req() req: FastifyRequest,
  ) {
    return this.commands.execute(
      new RetryQrMessageCommand(scopedEventId(admin, query.eventId), sendId, adminMetadata(req, admin)),
    );
  }

  @Get('users/:id/messages')
  @RecordsAccess()
  @ApiOperation({ summary: '참석자의 QR 발송 내역' })
  @Answers(z.array(qrMessage))
  forAttendee(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new ListQrMessagesQuery(scopedEventId(admin, query.eventId), attendeeId));
  }
}
