import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readPrivacySettings } from '../privacy-settings-reads.js';
import type { PrivacyNotices } from '@expo/contract/privacy';
import { GetPrivacyNoticesQuery } from './get-privacy-notices.query.js';

@QueryHandler(GetPrivacyNoticesQuery)
export class GetPrivacyNoticesHandler implements IQueryHandler<GetPrivacyNoticesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetPrivacyNoticesQuery): Promise<PrivacyNotices> {
    return withConnection(this.dataSource, async (sql) => {
      const [event] = await sql.query(`SELECT 1 FROM conferences WHERE id = $1`, [eventId]);
      if (!event) throw ConferenceErrors.notFound();
      const { collection, exhibitors } = await readPrivacySettings(sql, eventId);
      return { collection, exhibitors };
    });
  }
}
