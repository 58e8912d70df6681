import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AccountLoginForm } from '@expo/contract/auth';
import { boothRoutes } from '@expo/contract/routes/booths';
import { Route, RouteBody } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInBoothQuery } from '../queries/log-in-booth/log-in-booth.query.js';

@Controller()
export class BoothLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(boothRoutes.login)
  @RateLimited('login')
  login(@RouteBody(boothRoutes.login) body: AccountLoginForm) {
    return this.queries.execute(new LogInBoothQuery(body.loginId, body.password));
  }
}
