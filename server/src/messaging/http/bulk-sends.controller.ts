import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { StartQrBulkSendCommand } from '../commands/start-qr-bulk-send/start-qr-bulk-send.command.js';
import { ListQrBulkSendsQuery } from '../queries/list-qr-bulk-sends/list-qr-bulk-sends.query.js';
import { PreviewQrBulkSendQuery } from '../queries/preview-qr-bulk-send/preview-qr-bulk-send.query.js';
import {
  bulkSend,
  bulkSendBody,
  bulkSendList,
  bulkSendPlan,
  type BulkSendInput,
} from '@expo/contract/messaging';
import { Answers } from '../../http/answers.decorator.js';

/** 'QR 일괄 발송': what it would send, starting it, and following it. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages/bulk-sends')
@UseGuards(AdminGuard)
export class BulkSendsController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: '최근 QR 일괄 발송과 진행 상황' })
  @Answers(bulkSendList)
  list(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListQrBulkSendsQuery(scopedEventId(admin, query.eventId)));
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'QR 일괄 발송 미리보기: 채널별 건수와 제외 인원' })
  @Answers(bulkSendPlan)
  preview(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: bulkSendBody }) { eventId, ...request }: BulkSendInput,
  ) {
    return this.queries.execute(
      new PreviewQrBulkSendQuery(scopedEventId(admin, query.eventId ?? eventId), request),
    );
  }

  @Post()
  @ApiOperation({ summary: 'QR 일괄 발송 시작 (이미 받은 참석자는 다시 보내기를 요청할 때만)' })
  @Answers(bulkSend, 201)
  start(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: bulkSendBody }) { eventId, ...request }: BulkSendInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    // a confirmation sent twice (a double click, a resend on a flaky network) starts one bulk send
    const metadata = {
      ...adminMetadata(req, admin),
      clientEventId: idempotencyKey(req, `qr-bulk-send:${scoped}`),
    };
    return this.commands.execute(new StartQrBulkSendCommand(scoped, request, metadata));
  }
}
