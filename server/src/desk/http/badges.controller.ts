import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '@expo/contract/fields';
import { adminMetadata } from '../../auth/request-metadata.js';
import { ChangeBadgeSettingsCommand } from '../commands/change-badge-settings/change-badge-settings.command.js';
import { MarkBadgesPrintedCommand } from '../commands/mark-badges-printed/mark-badges-printed.command.js';
import { GetBadgeSettingsQuery } from '../queries/get-badge-settings/get-badge-settings.query.js';
import { ListBadgeAttendeesQuery } from '../queries/list-badge-attendees/list-badge-attendees.query.js';
import {
  badgeAttendeesQuery,
  badgeSettings,
  badgeSettingsBody,
  batchAttendee,
  eventBadgeSettings,
  markedPrinted,
  markPrintedBody,
  type BadgeAttendeesQueryInput,
  type BadgeSettingsInput,
} from '@expo/contract/badges';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** Badge settings and batch printing before the doors open (admins). */
@ApiTags('badges')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class BadgesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('badge-settings')
  @Answers(eventBadgeSettings)
  @ApiOperation({ summary: '명찰 설정 (용지, 표시 항목, 등록 유형별 색 띠)' })
  settings(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new GetBadgeSettingsQuery(scopedEventId(admin, query.eventId)));
  }

  @Put('badge-settings')
  @Answers(badgeSettings)
  @ApiOperation({ summary: '명찰 설정 저장' })
  changeSettings(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: badgeSettingsBody }) { eventId, ...settings }: BadgeSettingsInput,
    @Req() req: FastifyRequest,
  ) {
    const scoped = scopedEventId(admin, query.eventId ?? eventId);
    return this.commands.execute(new ChangeBadgeSettingsCommand(scoped, settings, adminMetadata(req, admin)));
  }

  @Get('badges/attendees')
  @RecordsAccess()
  @Answers(z.array(batchAttendee))
  @ApiOperation({
    summary: '일괄 인쇄할 참석자 (전체·미출력·사전등록·결제 완료, 검색어; 가나다순 또는 ID순, 최대 5,000명)',
  })
  attendees(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: badgeAttendeesQuery }) query: BadgeAttendeesQueryInput,
  ) {
    const eventId = scopedEventId(admin, query.eventId);
    return this.queries.execute(
      new ListBadgeAttendeesQuery(eventId, query.filter, query.keyword, query.sort),
    );
  }

  @Post('badges/mark-printed')
  @HttpCode(200)
  @Answers(markedPrinted)
  @ApiOperation({ summary: '일괄 인쇄한 참석자를 출력 완료로 표시 (한 명에 한 건씩 기록)' })
  markPrinted(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query({ schema: eventScopeQuery }) query: EventScope,
    @Body({ schema: markPrintedBody }) body: z.output<typeof markPrintedBody>,
    @Req() req: FastifyRequest,
  ) {
    const eventId = scopedEventId(admin, query.eventId ?? body.eventId);
    const staff = { via: 'admin' as const, actorId: admin.adminId, eventId, name: admin.name };
    return this.commands.execute(
      new MarkBadgesPrintedCommand(body.attendeeIds, staff, adminMetadata(req, admin)),
    );
  }
}
