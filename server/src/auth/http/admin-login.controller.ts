import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInAdminQuery } from '../queries/log-in-admin/log-in-admin.query.js';
import type { AdminLoginForm } from '@expo/contract/auth';
import { authRoutes as routes } from '@expo/contract/routes/auth';
import { Route, RouteBody } from '../route.decorator.js';

@Controller()
export class AdminLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Route(routes.adminLogin)
  @RateLimited('login')
  login(@RouteBody(routes.adminLogin) { username, password }: AdminLoginForm) {
    return this.queries.execute(new LogInAdminQuery(username, password));
  }
}
