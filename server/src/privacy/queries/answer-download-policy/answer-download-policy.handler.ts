import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readPrivacySettings } from '../privacy-settings-reads.js';
import { GetDownloadPolicyQuery } from '../../../access-records/queries/get-download-policy/get-download-policy.query.js';

/**
 * Answers the access records' question (their interceptor asks it before a download of personal data): the
 * setting is the event's privacy settings', so privacy answers it and access records import nothing of privacy.
 */
@QueryHandler(GetDownloadPolicyQuery)
export class AnswerDownloadPolicyHandler implements IQueryHandler<GetDownloadPolicyQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: GetDownloadPolicyQuery) {
    const settings = await withConnection(this.dataSource, (sql) => readPrivacySettings(sql, eventId));
    return { askReason: settings.askDownloadReason === true };
  }
}
