import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../core/tokens.js';
import { withConnection } from '../../../event-store/sql.js';
import { readPrivacySettings } from '../../../privacy/privacy-settings-reads.js';
import { GetDownloadPolicyQuery } from './get-download-policy.query.js';

@QueryHandler(GetDownloadPolicyQuery)
export class GetDownloadPolicyHandler implements IQueryHandler<GetDownloadPolicyQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: GetDownloadPolicyQuery) {
    const settings = await withConnection(this.dataSource, (sql) => readPrivacySettings(sql, eventId));
    return { askReason: settings.askDownloadReason === true };
  }
}
