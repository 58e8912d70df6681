import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import { EnsureEventOpenQuery } from './ensure-event-open.query.js';

const EVENT = prepared(`SELECT name, closed_at IS NOT NULL AS closed FROM conferences WHERE id = $1`);

@QueryHandler(EnsureEventOpenQuery)
export class EnsureEventOpenHandler implements IQueryHandler<EnsureEventOpenQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: EnsureEventOpenQuery): Promise<void> {
    const [event] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ name: string; closed: boolean }>(EVENT, [eventId]),
    );
    if (!event) throw ConferenceErrors.notFound();
    if (event.closed) throw ConferenceErrors.closed(event.name);
  }
}
