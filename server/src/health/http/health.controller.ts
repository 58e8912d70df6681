import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { healthRoutes as routes } from '@expo/contract/routes/health';
import { Route } from '../../auth/route.decorator.js';
import { HealthQuery } from '../queries/health/health.query.js';

@Controller()
export class HealthController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** 200 while the database answers; 503 `UNAVAILABLE` while it does not. */
  @Route(routes.health)
  health() {
    return this.queries.execute(new HealthQuery());
  }
}
