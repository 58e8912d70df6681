import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyResults } from '@expo/contract/surveys';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readSurveyRow, toSurvey, versionQuestions } from '../survey-reads.js';
import { GetSurveyResultsQuery } from './get-survey-results.query.js';
import { questionResults, responseRate } from './question-results.js';
import { audienceSize, breakdown, questionTexts, valueCounts, versionCounts } from './survey-result-reads.js';

@QueryHandler(GetSurveyResultsQuery)
export class GetSurveyResultsHandler implements IQueryHandler<GetSurveyResultsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, id, version }: GetSurveyResultsQuery): Promise<SurveyResults> {
    return withConnection(this.dataSource, async (sql) => {
      const row = await readSurveyRow(sql, id, eventId);
      const survey = toSurvey(row);
      const counted = await versionCounts(sql, id);
      // the current version is listed even before its first answer
      const versions = counted.some((v) => v.version === row.version)
        ? counted
        : [{ version: row.version, responses: 0 }, ...counted];
      // an earlier version's results are of the questions its answers were given to
      const shown = version ?? row.version;
      const questions = shown === row.version ? row.questions : await versionQuestions(sql, id, shown);
      const { counts, answered } = await valueCounts(sql, id, shown);
      const { texts, totals } = await questionTexts(sql, id, shown);
      const size = await audienceSize(sql, row);
      const scaleIds = questions.filter((q) => q.kind === 'scale5').map((q) => q.id);
      return {
        surveyId: id,
        title: survey.title,
        audience: survey.audience,
        lectureTitle: survey.lectureTitle,
        opensAt: survey.opensAt,
        closesAt: survey.closesAt,
        state: survey.state,
        version: shown,
        versions,
        responses: survey.responses,
        audienceSize: size,
        responseRate: responseRate(survey.responses, size),
        questions: questionResults(questions, counts, answered, texts, totals),
        breakdown: await breakdown(sql, row, shown, scaleIds),
      };
    });
  }
}
