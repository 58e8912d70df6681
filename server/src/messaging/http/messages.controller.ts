import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { eventScopeQuery, type EventScope } from '../../common/schema/index.js';
import { ListQrMessagesQuery } from '../queries/list-qr-messages/list-qr-messages.query.js';
import { attendeeIdParam } from './messaging.schemas.js';

/** The QR messages sent (or kept by the log transport), for the admins of their event. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class MessagesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('messages')
  @ApiOperation({ summary: '행사의 QR 발송 내역 (최근 순)' })
  forEvent(@CurrentAdmin() admin: AdminPrincipal, @Query({ schema: eventScopeQuery }) query: EventScope) {
    return this.queries.execute(new ListQrMessagesQuery(scopedEventId(admin, query.eventId)));
  }

  @Get('users/:id/messages')
  @ApiOperation({ summary: '참석자의 QR 발송 내역' })
  forAttendee(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: eventScopeQuery }) query: EventScope,
  ) {
    return this.queries.execute(new ListQrMessagesQuery(scopedEventId(admin, query.eventId), attendeeId));
  }
}
