import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../http/rate-limit.js';
import { LogInBoothQuery } from '../queries/log-in-booth/log-in-booth.query.js';
import { boothLoginBody } from '@expo/contract/booths';
import { boothLogin } from '@expo/contract/auth';
import { Answers } from '../../http/answers.decorator.js';
import type { z } from 'zod';

@ApiTags('booth manager')
@Controller('booth-login')
export class BoothLoginController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @RateLimited('login')
  @Answers(boothLogin)
  @ApiOperation({ summary: '부스 담당자 로그인: boothId, boothName, eventId, token (부스 토큰, 24시간)' })
  login(@Body({ schema: boothLoginBody }) body: z.output<typeof boothLoginBody>) {
    return this.queries.execute(new LogInBoothQuery(body.loginId, body.password));
  }
}
