import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyResults } from '@expo/contract/surveys';
import { inReadSnapshot } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readSurveyRow, versionQuestions } from '../survey-reads.js';
import { GetSurveyResultsQuery } from './get-survey-results.query.js';
import { breakdown } from './survey-result-reads.js';
import { readSurveyFigures } from './survey-figures.js';

@QueryHandler(GetSurveyResultsQuery)
export class GetSurveyResultsHandler implements IQueryHandler<GetSurveyResultsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, id, version }: GetSurveyResultsQuery): Promise<SurveyResults> {
    // one snapshot: the figures and the breakdown agree while answers arrive
    return inReadSnapshot(this.dataSource, async (sql) => {
      const row = await readSurveyRow(sql, id, eventId);
      const shown = version ?? row.version;
      const questions = shown === row.version ? row.questions : await versionQuestions(sql, row.id, shown);
      const figures = await readSurveyFigures(sql, row, { version: shown, questions });
      return { ...figures, breakdown: await breakdown(sql, row, shown) };
    });
  }
}
