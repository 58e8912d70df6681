import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/bearer-token.js';
import { TokenService } from '../../auth/token.service.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetAttendeeQuery } from '../queries/get-attendee/get-attendee.query.js';
import {
  attendeeIdParam,
  attendeeLookupQuery,
  attendeeWithEvent,
  type AttendeeLookupParams,
} from '@expo/contract/attendees';
import { Answers } from '../../http/answers.decorator.js';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** GET /api/users/{id}: for an admin of the attendee's event, or anyone holding the signed QR link. */
@ApiTags('attendees')
@Controller('users')
export class AttendeeLookupController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Get(':id')
  @RecordsAccess()
  @RateLimited('lookup')
  @ApiOperation({ summary: '참석자 조회 (관리자 토큰 또는 QR 링크의 sig)' })
  @Answers(attendeeWithEvent)
  get(
    @Param('id', { schema: attendeeIdParam }) attendeeId: number,
    @Query({ schema: attendeeLookupQuery }) { sig }: AttendeeLookupParams,
    @Req() req: FastifyRequest,
  ) {
    // an admin token is optional here (no guard): one that does not hold is as none
    const token = bearerToken(req);
    const admin = token ? this.tokens.verifyAdmin(token) : undefined;
    return this.queries.execute(
      new GetAttendeeQuery(attendeeId, { adminEventId: admin?.eventId, signature: sig }),
    );
  }
}
