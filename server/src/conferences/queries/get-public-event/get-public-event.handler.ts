import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import { GetPublicEventQuery, type PublicEvent } from './get-public-event.query.js';

@QueryHandler(GetPublicEventQuery)
export class GetPublicEventHandler implements IQueryHandler<GetPublicEventQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetPublicEventQuery): Promise<PublicEvent> {
    return withConnection(this.dataSource, async (sql) => {
      const [event] = await sql.query<{ id: number; name: string }>(
        `SELECT id, name FROM conferences WHERE id = $1`,
        [eventId],
      );
      if (!event) throw ConferenceErrors.notFound();
      return { id: Number(event.id), name: event.name };
    });
  }
}
