import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { conferenceRoutes as routes } from '@expo/contract/routes/conferences';
import { Route, RouteParam } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetPublicEventQuery } from '../queries/get-public-event/get-public-event.query.js';

/**
 * An event's name for the walk-in form (open without login, like the form) and its public addresses; 404 for an
 * unknown event.
 */
@Controller()
export class PublicEventsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.publicEvent)
  @RateLimited('lookup')
  get(@RouteParam(routes.publicEvent, 'id') eventId: number) {
    return this.queries.execute(new GetPublicEventQuery(eventId));
  }
}
