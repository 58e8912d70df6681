import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../kernel/app-error.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { Health } from '@expo/contract/health';
import { HealthQuery } from './health.query.js';

/**
 * 200 while the database answers; 503 `UNAVAILABLE` while it does not (a load balancer or a monitor takes the
 * node out meanwhile). It fails as fast as a connection attempt does: at once when the database is down.
 */
@QueryHandler(HealthQuery)
export class HealthHandler implements IQueryHandler<HealthQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute(): Promise<Health> {
    try {
      await withConnection(this.dataSource, (sql) => sql.query('SELECT 1'));
    } catch (error) {
      // the cause tells the error log that this is the database being away, not a fault of the server
      throw Object.assign(new AppError('UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.', 503), {
        cause: error,
      });
    }
    return { status: 'ok', time: new Date().toISOString() };
  }
}
