import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import type { PublicEvent } from '@expo/contract/conferences';
import { GetPublicEventQuery } from './get-public-event.query.js';

@QueryHandler(GetPublicEventQuery)
export class GetPublicEventHandler implements IQueryHandler<GetPublicEventQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ eventId }: GetPublicEventQuery): Promise<PublicEvent> {
    return withConnection(this.dataSource, async (sql) => {
      const [event] = await sql.query<{ id: number; name: string }>(
        `SELECT id, name FROM conferences WHERE id = $1`,
        [eventId],
      );
      if (!event) throw ConferenceErrors.notFound();
      const id = Number(event.id);
      const { publicUrl } = this.config;
      return { id, name: event.name, publicUrl, registrationUrl: `${publicUrl}/manual-register/${id}` };
    });
  }
}
