import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  readiness,
  readinessEventParam,
  testMessageBody,
  testMessageResult,
  type TestMessageBody,
} from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { adminMetadata } from '../../auth/request-metadata.js';
import { Answers } from '../../http/answers.decorator.js';
import { RecordBadgeTestPrintCommand } from '../commands/record-badge-test-print/record-badge-test-print.command.js';
import { ReviewPrivacyNoticesCommand } from '../commands/review-privacy-notices/review-privacy-notices.command.js';
import { SendTestMessageCommand } from '../commands/send-test-message/send-test-message.command.js';
import { GetReadinessQuery } from '../queries/get-readiness/get-readiness.query.js';

/** An organiser reaches every event (an unknown one is 404); an event admin only their own (403). */
const eventOf = (admin: AdminPrincipal, id: number) => (admin.organiser ? id : scopedEventId(admin, id));

/** 준비 점검: an event's checklist before its doors open, and the records that tick its items. */
@ApiTags('readiness')
@ApiBearerAuth()
@Controller('events/:id/readiness')
@UseGuards(AdminGuard)
export class ReadinessController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Answers(readiness)
  @ApiOperation({
    summary:
      '준비 점검: 행사 정보, 공개 주소(HTTPS), 메시지 시험 발송, 개인정보 안내문 검토, 부스·데스크·강연, 명찰 시험 인쇄',
  })
  get(@CurrentAdmin() admin: AdminPrincipal, @Param('id', { schema: readinessEventParam }) id: number) {
    return this.queries.execute(new GetReadinessQuery(eventOf(admin, id)));
  }

  @Post('test-message')
  @HttpCode(200)
  @Answers(testMessageResult)
  @ApiOperation({
    summary:
      '메시지 시험 발송: 입력한 이메일(SMTP) 또는 휴대폰 번호(SOLAPI)로 실제 채널을 통해 보내고 결과를 기록',
  })
  async testMessage(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: readinessEventParam }) id: number,
    @Body({ schema: testMessageBody }) body: TestMessageBody,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    const sent = await this.commands.execute(
      new SendTestMessageCommand(eventId, body.to, adminMetadata(req, admin)),
    );
    const message =
      sent.status === 'sent'
        ? T.messaging.resultSent
        : sent.status === 'kept'
          ? T.messaging.resultKept
          : T.messaging.resultFailed(sent.reason ?? '');
    return { ...sent, message, readiness: await this.queries.execute(new GetReadinessQuery(eventId)) };
  }

  @Post('privacy-review')
  @HttpCode(200)
  @Answers(readiness)
  @ApiOperation({ summary: "개인정보 안내문 '검토 완료' 기록 (안내문이 바뀌면 다시 검토)" })
  async reviewPrivacy(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: readinessEventParam }) id: number,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    await this.commands.execute(new ReviewPrivacyNoticesCommand(eventId, adminMetadata(req, admin)));
    return this.queries.execute(new GetReadinessQuery(eventId));
  }

  @Post('badge-test-print')
  @HttpCode(200)
  @Answers(readiness)
  @ApiOperation({ summary: "명찰 '시험 인쇄' 기록 (지금 명찰 크기; 크기가 바뀌면 다시 인쇄)" })
  async badgeTestPrint(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: readinessEventParam }) id: number,
    @Req() req: FastifyRequest,
  ) {
    const eventId = eventOf(admin, id);
    await this.commands.execute(new RecordBadgeTestPrintCommand(eventId, adminMetadata(req, admin)));
    return this.queries.execute(new GetReadinessQuery(eventId));
  }
}
