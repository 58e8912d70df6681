import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { openSurveysFor } from '../open-survey-reads.js';
import { respondentOfProof } from '../respondent.js';
import { ListOpenSurveysQuery } from './list-open-surveys.query.js';

@QueryHandler(ListOpenSurveysQuery)
export class ListOpenSurveysHandler implements IQueryHandler<ListOpenSurveysQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ proof }: ListOpenSurveysQuery) {
    return withConnection(this.dataSource, async (sql) => {
      const { respondent, eventId } = await respondentOfProof(sql, this.secrets.get('link'), proof);
      return openSurveysFor(sql, eventId, respondent);
    });
  }
}
