import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { positiveInt, requestQuery } from '@expo/contract/fields';
import { RateLimited } from '../../http/rate-limit.js';
import { GetPrivacyNoticesQuery } from '../queries/get-privacy-notices/get-privacy-notices.query.js';

const noticesQuery = requestQuery({ eventId: positiveInt('이벤트 ID') });

/** The consent notices of the walk-in form (open without login, like the form). */
@ApiTags('privacy')
@Controller('public/privacy-notices')
export class PrivacyNoticesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get()
  @RateLimited('lookup')
  @ApiOperation({ summary: '현장 등록 동의 안내 (로그인 없이)' })
  get(@Query({ schema: noticesQuery }) { eventId }: z.output<typeof noticesQuery>) {
    return this.queries.execute(new GetPrivacyNoticesQuery(eventId));
  }
}
