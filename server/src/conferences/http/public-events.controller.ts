import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { eventIdParam, publicEvent } from '@expo/contract/conferences';
import { Answers } from '../../http/answers.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { GetPublicEventQuery } from '../queries/get-public-event/get-public-event.query.js';

/**
 * An event's name for the walk-in form (open without login, like the form) and its public addresses; 404 for an
 * unknown event.
 */
@ApiTags('conferences')
@Controller('public/events')
export class PublicEventsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(':id')
  @RateLimited('lookup')
  @ApiOperation({
    summary:
      '행사 이름 (현장 등록 화면, 로그인 없이): id, name, publicUrl (PUBLIC_URL), registrationUrl (현장 등록 주소)',
  })
  @Answers(publicEvent)
  get(@Param('id', { schema: eventIdParam }) eventId: number) {
    return this.queries.execute(new GetPublicEventQuery(eventId));
  }
}
