import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { RegistrationNoticesQuery } from '../../../attendees/queries/registration-notices/registration-notices.query.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readPrivacySettings } from '../privacy-settings-reads.js';

/** Answers the attendees' question at a walk-in registration: the event's notices, as privacy keeps them. */
@QueryHandler(RegistrationNoticesQuery)
export class AnswerRegistrationNoticesHandler implements IQueryHandler<RegistrationNoticesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: RegistrationNoticesQuery) {
    const { collection, exhibitors } = await withConnection(this.dataSource, (sql) =>
      readPrivacySettings(sql, eventId),
    );
    return { collection, exhibitors };
  }
}
