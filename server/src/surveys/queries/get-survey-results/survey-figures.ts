import type { SurveyResults } from '@expo/contract/surveys';
import type { Sql } from '../../../database/sql.js';
import { surveyFieldsOf, versionQuestions, type SurveyRow } from '../survey-reads.js';
import { questionResults, responseRate } from './question-results.js';
import { audienceSize, questionTexts, valueCounts, versionCounts } from './survey-result-reads.js';

/** A survey's results without the breakdown by attendee group: what the 결과보고서 prints of it. */
export type SurveyFigures = Omit<SurveyResults, 'breakdown'>;

/**
 * The figures of one version of the survey's questions (default: its current one), on `sql` (the results query's
 * connection, or the 결과보고서's read snapshot): GET /api/surveys/{id}/results gives these with its breakdown.
 */
export async function readSurveyFigures(sql: Sql, row: SurveyRow, version?: number): Promise<SurveyFigures> {
  const survey = surveyFieldsOf(row);
  const counted = await versionCounts(sql, row.id);
  const responses = counted.reduce((total, v) => total + v.responses, 0);
  // the current version is listed even before its first answer
  const versions = counted.some((v) => v.version === row.version)
    ? counted
    : [{ version: row.version, responses: 0 }, ...counted];
  // an earlier version's results are of the questions its answers were given to
  const shown = version ?? row.version;
  const questions = shown === row.version ? row.questions : await versionQuestions(sql, row.id, shown);
  const { counts, answered } = await valueCounts(sql, row.id, shown);
  const { texts, totals } = await questionTexts(sql, row.id, shown);
  const size = await audienceSize(sql, row);
  return {
    surveyId: row.id,
    title: survey.title,
    audience: survey.audience,
    lectureTitle: survey.lectureTitle,
    opensAt: survey.opensAt,
    closesAt: survey.closesAt,
    state: survey.state,
    version: shown,
    versions,
    responses,
    audienceSize: size,
    responseRate: responseRate(responses, size),
    questions: questionResults(questions, counts, answered, texts, totals),
  };
}
