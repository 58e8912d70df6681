import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { readAttendee } from '../attendees/attendee-reads.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { scopedEventId } from '../auth/event-scope.js';
import { parseId } from '../common/parse-id.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SecretsService } from '../core/secrets.service.js';
import { DATA_SOURCE } from '../core/tokens.js';
import { withConnection } from '../event-store/sql.js';
import { listQrMessages } from './queries/list-qr-messages.js';

/** The QR messages sent (or kept by the log transport), for the admins of their event. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class MessagesController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  @Get('messages')
  @ApiOperation({ summary: '행사의 QR 발송 내역 (최근 순)' })
  forEvent(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    return this.list(scopedEventId(admin, eventId));
  }

  @Get('users/:id/messages')
  @ApiOperation({ summary: '참석자의 QR 발송 내역' })
  forAttendee(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Query('eventId') eventId: unknown,
  ) {
    return this.list(scopedEventId(admin, eventId), parseId(id, '참석자 ID'));
  }

  /** The messages of the event, or of one of its attendees (404 for an attendee of another event). */
  private list(eventId: number, attendeeId?: number) {
    return withConnection(this.dataSource, async (sql) => {
      if (attendeeId !== undefined) await readAttendee(sql, attendeeId, eventId);
      return listQrMessages(sql, {
        eventId,
        attendeeId,
        publicUrl: this.config.publicUrl,
        linkSecret: this.secrets.get('link'),
      });
    });
  }
}
