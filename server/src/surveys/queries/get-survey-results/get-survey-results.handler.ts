import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyResults } from '@expo/contract/surveys';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readSurveyRow } from '../survey-reads.js';
import { GetSurveyResultsQuery } from './get-survey-results.query.js';
import { breakdown } from './survey-result-reads.js';
import { readSurveyFigures } from './survey-figures.js';

@QueryHandler(GetSurveyResultsQuery)
export class GetSurveyResultsHandler implements IQueryHandler<GetSurveyResultsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, id, version }: GetSurveyResultsQuery): Promise<SurveyResults> {
    return withConnection(this.dataSource, async (sql) => {
      const row = await readSurveyRow(sql, id, eventId);
      const figures = await readSurveyFigures(sql, row, version);
      const scaleIds = figures.questions.filter((q) => q.kind === 'scale5').map((q) => q.id);
      return { ...figures, breakdown: await breakdown(sql, row, figures.version, scaleIds) };
    });
  }
}
