import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { noticesQuery, privacyNotices, type NoticesParams } from '@expo/contract/privacy';
import { Answers } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetPrivacyNoticesQuery } from '../queries/get-privacy-notices/get-privacy-notices.query.js';

/** The consent notices of the walk-in form (open without login, like the form). */
@ApiTags('privacy')
@Controller('public/privacy-notices')
export class PrivacyNoticesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @RateLimited('lookup')
  @ApiOperation({ summary: '현장 등록 동의 안내 (로그인 없이)' })
  @Answers(privacyNotices)
  get(@Query({ schema: noticesQuery }) { eventId }: NoticesParams) {
    return this.queries.execute(new GetPrivacyNoticesQuery(eventId));
  }
}
