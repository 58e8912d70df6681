import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { accountLoginBody } from '@expo/contract/accounts';
import { deskSession } from '@expo/contract/auth';
import { Answers } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInDeskQuery } from '../queries/log-in-desk/log-in-desk.query.js';

@ApiTags('desk')
@Controller('desk-login')
export class DeskLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @RateLimited('login')
  @Answers(deskSession)
  @ApiOperation({
    summary: '데스크 로그인: token (데스크 토큰, 12시간), deskId, deskName, eventId, eventName',
  })
  login(@Body({ schema: accountLoginBody }) body: z.output<typeof accountLoginBody>) {
    return this.queries.execute(new LogInDeskQuery(body.loginId, body.password));
  }
}
