import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/queries/booth-reads.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readLecture } from '../../../lectures/queries/lecture-reads.js';
import { CheckWatchQuery } from './check-watch.query.js';

@QueryHandler(CheckWatchQuery)
export class CheckWatchHandler implements IQueryHandler<CheckWatchQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, kind, placeId }: CheckWatchQuery): Promise<void> {
    await withConnection(this.dataSource, async (sql) => {
      if (kind === 'booth') await readBooth(sql, placeId, eventId);
      else await readLecture(sql, placeId, eventId);
    });
  }
}
