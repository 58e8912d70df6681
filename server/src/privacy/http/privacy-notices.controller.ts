import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NoticesParams } from '@expo/contract/privacy';
import { privacyRoutes as routes } from '@expo/contract/routes/privacy';
import { Route, RouteQuery } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetPrivacyNoticesQuery } from '../queries/get-privacy-notices/get-privacy-notices.query.js';

/** The consent notices of the walk-in form (open without login, like the form). */
@Controller()
export class PrivacyNoticesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.notices)
  @RateLimited('lookup')
  get(@RouteQuery(routes.notices) { eventId }: NoticesParams) {
    return this.queries.execute(new GetPrivacyNoticesQuery(eventId));
  }
}
