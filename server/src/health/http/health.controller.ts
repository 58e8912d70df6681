import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { health } from '@expo/contract/health';
import { Answers } from '../../http/answers.decorator.js';
import { HealthQuery } from '../queries/health/health.query.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** 200 while the database answers; 503 `UNAVAILABLE` while it does not. */
  @Get()
  @Answers(health)
  @ApiOperation({ summary: '상태 확인: 데이터베이스 연결 포함' })
  health() {
    return this.queries.execute(new HealthQuery());
  }
}
