import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import type { EventDetails } from '@expo/contract/reports';
import { GetEventDetailsQuery } from './get-event-details.query.js';

@QueryHandler(GetEventDetailsQuery)
export class GetEventDetailsHandler implements IQueryHandler<GetEventDetailsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetEventDetailsQuery): Promise<EventDetails> {
    return withConnection(this.dataSource, async (sql) => {
      const [details] = await sql.query<EventDetails>(
        prepared(`SELECT name, period, venue FROM conferences WHERE id = $1`),
        [eventId],
      );
      if (!details) throw ConferenceErrors.notFound();
      return details;
    });
  }
}
