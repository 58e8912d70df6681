import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInAdminQuery } from '../queries/log-in-admin/log-in-admin.query.js';
import { adminLogin, adminLoginBody, type AdminLoginForm } from '@expo/contract/auth';
import { Answers } from '../../http/answers.decorator.js';

@ApiTags('auth')
@Controller('admin')
export class AdminLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited('login')
  @Answers(adminLogin)
  @ApiOperation({ summary: '관리자 로그인: token, adminName, eventId, hasBooth, hasLecture' })
  login(@Body({ schema: adminLoginBody }) { username, password }: AdminLoginForm) {
    return this.queries.execute(new LogInAdminQuery(username, password));
  }
}
