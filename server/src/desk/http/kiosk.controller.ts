import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, KioskGuard } from '../../auth/desk.guard.js';
import type { EntranceStaff } from '../../auth/entrance-staff.js';
import { staffMetadata } from '../../auth/request-metadata.js';
import { idempotencyKey } from '../../http/idempotency-key.js';
import { PrintBadgeCommand } from '../commands/print-badge/print-badge.command.js';
import { FindKioskAttendeeQuery } from '../queries/find-kiosk-attendee/find-kiosk-attendee.query.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import { attendeeIdParam, entryBody, type EntryBody } from '@expo/contract/desks';
import { eventBadgeSettings } from '@expo/contract/badges';
import { kioskAttendee, kioskBadgePrint, scannedQrParam } from '@expo/contract/kiosk';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/**
 * A self-service kiosk (its token was started from a desk): the attendee of a scanned QR, and their badge
 * printed once. No search, no reprint, nothing else.
 */
@ApiTags('kiosk')
@ApiBearerAuth()
@Controller('kiosk')
@UseGuards(KioskGuard)
export class KioskController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('attendees/:qr')
  @RecordsAccess()
  @Answers(kioskAttendee)
  @ApiOperation({ summary: '키오스크: 스캔한 QR의 참석자 (이름·소속·출력·결제 여부만)' })
  find(@CurrentStaff() staff: EntranceStaff, @Param('qr', { schema: scannedQrParam }) attendeeId: number) {
    return this.queries.execute(new FindKioskAttendeeQuery(staff.eventId, attendeeId));
  }

  @Post('attendees/:id/badge-prints')
  @HttpCode(200)
  @Answers(kioskBadgePrint)
  @ApiOperation({ summary: '키오스크 명찰 출력 (한 번만; 이미 출력됨·미결제는 409, 데스크로 안내)' })
  print(
    @CurrentStaff() staff: EntranceStaff,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Body({ schema: entryBody }) { at }: EntryBody,
    @Req() req: FastifyRequest,
  ) {
    const metadata = {
      ...staffMetadata(req, staff),
      clientEventId: idempotencyKey(req, `badge-print:${staff.eventId}:${attendeeId}`),
    };
    return this.commands.execute(
      new PrintBadgeCommand(attendeeId, staff, { reprint: false, unpaidConfirmed: false }, at, metadata),
    );
  }

  @Get('badge-settings')
  @Answers(eventBadgeSettings)
  @ApiOperation({ summary: '행사의 명찰 설정 (키오스크 인쇄용)' })
  badgeSettings(@CurrentStaff() staff: EntranceStaff) {
    return this.queries.execute(new GetBadgeSettingsQuery(staff.eventId));
  }
}
