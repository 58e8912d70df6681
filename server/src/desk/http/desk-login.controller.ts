import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { accountLoginBody } from '@expo/contract/accounts';
import { frontDeskRoutes as routes } from '@expo/contract/routes/front-desk';
import { Route, RouteBody } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInDeskQuery } from '../queries/log-in-desk/log-in-desk.query.js';

@Controller()
export class DeskLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.login)
  @RateLimited('login')
  login(@RouteBody(routes.login) body: z.output<typeof accountLoginBody>) {
    return this.queries.execute(new LogInDeskQuery(body.loginId, body.password));
  }
}
