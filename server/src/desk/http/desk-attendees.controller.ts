import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, DeskGuard } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { staffMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { PrintBadgeCommand } from '../commands/print-badge/print-badge.command.js';
import { RecordEntryCommand } from '../commands/record-entry/record-entry.command.js';
import { FindDeskAttendeesQuery } from '../queries/find-desk-attendees/find-desk-attendees.query.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import { GetDeskAttendeeQuery } from '../queries/get-desk-attendee/get-desk-attendee.query.js';
import { ListWalkInsQuery } from '../queries/list-walk-ins/list-walk-ins.query.js';
import { StartKioskQuery } from '../queries/start-kiosk/start-kiosk.query.js';
import {
  attendeeIdParam,
  badgePrint,
  deskAttendee,
  deskSearchQuery,
  entryBody,
  entryResult,
  printBadgeBody,
  type EntryBody,
  type PrintBadgeBody,
} from '@expo/contract/desks';
import { eventBadgeSettings } from '@expo/contract/badges';
import { kioskSession } from '@expo/contract/kiosk';
import { z } from 'zod';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** The registration desk: a desk laptop's session, or an admin's own (their event). */
@ApiTags('desk')
@ApiBearerAuth()
@Controller('desk')
@UseGuards(DeskGuard)
export class DeskAttendeesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('attendees')
  @Answers(z.array(deskAttendee))
  @RecordsAccess()
  @ApiOperation({ summary: '데스크 검색: 스캔한 QR·ID, 이름·소속·전화번호 일부 (최대 20명)' })
  find(
    @CurrentStaff() staff: EntranceStaff,
    @Query({ schema: deskSearchQuery }) query: z.output<typeof deskSearchQuery>,
  ) {
    return this.queries.execute(
      new FindDeskAttendeesQuery(scopedEventId(staff, query.eventId), query.keyword),
    );
  }

  @Get('attendees/:id')
  @Answers(deskAttendee)
  @RecordsAccess()
  @ApiOperation({ summary: '데스크의 참석자 카드: 결제·출력 여부, 출력 횟수, 날짜별 입장' })
  get(
    @CurrentStaff() staff: EntranceStaff,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new GetDeskAttendeeQuery(scopedEventId(staff, query.eventId), attendeeId));
  }

  @Post('attendees/:id/entries')
  @Answers(entryResult)
  @HttpCode(200)
  @ApiOperation({
    summary:
      '입장 확인 (하루 한 번 집계; 같은 날 두 번째는 recorded: false), Idempotency-Key 헤더로 재전송 안전',
  })
  enter(
    @CurrentStaff() staff: EntranceStaff,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: entryBody }) body: EntryBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `entry:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(new RecordEntryCommand(attendeeId, staff, body.at, metadata));
  }

  @Post('attendees/:id/badge-prints')
  @Answers(badgePrint)
  @HttpCode(200)
  @ApiOperation({
    summary:
      '명찰 출력 기록 (출력유무 Y, 입장 확인 포함); 이미 출력됨·미결제는 409 (reprint, unpaidConfirmed로 확인)',
  })
  print(
    @CurrentStaff() staff: EntranceStaff,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: printBadgeBody }) { reprint, unpaidConfirmed, at }: PrintBadgeBody,
    @Req() req: FastifyRequest,
  ) {
    scopedEventId(staff, query.eventId);
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `badge-print:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(
      new PrintBadgeCommand(attendeeId, staff, { reprint, unpaidConfirmed }, at, metadata),
    );
  }

  @Get('walk-ins')
  @Answers(z.array(deskAttendee))
  @RecordsAccess()
  @ApiOperation({ summary: '현장등록(/manual-register)으로 방금 등록한 참석자 (최신순 20명)' })
  walkIns(@CurrentStaff() staff: EntranceStaff, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListWalkInsQuery(scopedEventId(staff, query.eventId)));
  }

  @Get('badge-settings')
  @Answers(eventBadgeSettings)
  @ApiOperation({ summary: '행사의 명찰 설정 (데스크 인쇄용)' })
  badgeSettings(@CurrentStaff() staff: EntranceStaff, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetBadgeSettingsQuery(scopedEventId(staff, query.eventId)));
  }

  @Post('kiosk-sessions')
  @Answers(kioskSession)
  @HttpCode(200)
  @ApiOperation({ summary: '키오스크 시작 (데스크 계정만): 키오스크 토큰 (24시간)' })
  startKiosk(@CurrentStaff() staff: EntranceStaff) {
    return this.queries.execute(new StartKioskQuery(staff));
  }
}
