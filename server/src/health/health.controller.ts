import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { DATA_SOURCE } from '../core/tokens.js';
import { withConnection } from '../event-store/sql.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: '상태 확인: 데이터베이스 연결 포함' })
  async health() {
    try {
      await withConnection(this.dataSource, (sql) => sql.query('SELECT 1'));
    } catch {
      throw new AppError('UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.', 503);
    }
    return { status: 'ok', time: new Date().toISOString() };
  }
}
