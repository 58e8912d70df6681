import { Controller, Inject, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/bearer-token.js';
import { Route, RouteParam, RouteQuery } from '../../auth/route.decorator.js';
import { TokenService } from '../../auth/token.service.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetAttendeeQuery } from '../queries/get-attendee/get-attendee.query.js';
import type { AttendeeLookupParams } from '@expo/contract/attendees';
import { attendeeRoutes as routes } from '@expo/contract/routes/attendees';
import { RecordsAccess } from '../../access-records/recording/records-access.decorator.js';

/** For an admin of the attendee's event, or anyone holding the signed QR link. */
@Controller()
export class AttendeeLookupController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Route(routes.get)
  @RecordsAccess()
  @RateLimited('lookup')
  get(
    @RouteParam(routes.get, 'id') attendeeId: number,
    @RouteQuery(routes.get) { sig }: AttendeeLookupParams,
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
