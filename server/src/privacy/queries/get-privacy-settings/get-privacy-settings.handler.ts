import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readPrivacySettings } from '../privacy-settings-reads.js';
import { GetPrivacySettingsQuery } from './get-privacy-settings.query.js';

@QueryHandler(GetPrivacySettingsQuery)
export class GetPrivacySettingsHandler implements IQueryHandler<GetPrivacySettingsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: GetPrivacySettingsQuery) {
    return withConnection(this.dataSource, (sql) => readPrivacySettings(sql, eventId));
  }
}
