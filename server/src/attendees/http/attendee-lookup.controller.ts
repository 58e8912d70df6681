import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { bearerToken } from '../../auth/bearer-token.js';
import { TokenService } from '../../auth/token.service.js';
import { parseId } from '../../common/parse-id.js';
import { RateLimited } from '../../http/rate-limit.js';
import { SecretsService } from '../../core/secrets.service.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { readAttendee } from '../attendee-reads.js';
import { AttendeeErrors } from '../domain/attendee.errors.js';
import { verifyQrLinkSignature } from '../qr-link.js';

/** GET /api/users/{id}: for an admin of the attendee's event, or anyone holding the signed QR link. */
@ApiTags('attendees')
@Controller('users')
export class AttendeeLookupController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  @Get(':id')
  @RateLimited('lookup')
  @ApiOperation({ summary: '참석자 조회 (관리자 토큰 또는 QR 링크의 sig)' })
  async get(@Param('id') id: string, @Query('sig') sig: unknown, @Req() req: Request) {
    const attendeeId = parseId(id, '참석자 ID');
    const token = bearerToken(req);
    const admin = token ? this.tokens.verifyAdmin(token) : undefined;
    const signed = verifyQrLinkSignature(this.secrets.get('link'), attendeeId, sig);
    if (!admin && !signed) throw AttendeeErrors.notFound();
    return withConnection(this.dataSource, async (sql) => {
      const attendee = await readAttendee(sql, attendeeId, signed ? undefined : admin?.eventId);
      const [event] = await sql.query<{ id: number; name: string }>(
        `SELECT id, name FROM conferences WHERE id = $1`,
        [attendee.eventId],
      );
      return { ...attendee, event };
    });
  }
}
