import type { SurveyQuestion, SurveyResults } from '@expo/contract/surveys';
import type { Sql } from '../../../database/sql.js';
import { surveyFieldsOf, versionQuestions, type SurveyRow } from '../survey-reads.js';
import { questionResults, responseRate } from './question-results.js';
import { textKeysOf } from '../../domain/survey-texts.js';
import { audienceSize, questionTexts, valueCounts, versionCounts } from './survey-result-reads.js';

/** A survey's results without the breakdown by attendee group: what the 결과보고서 prints of it. */
export type SurveyFigures = Omit<SurveyResults, 'breakdown'>;

/** Which version's figures, and where to read them. */
export interface FiguresOf {
  /** The version of the questions (default: the survey's current one). */
  version?: number;
  /** That version's questions, when the caller read them already. */
  questions?: SurveyQuestion[];
}

/**
 * The figures of one version of the survey's questions, on `sql` (the results query's snapshot, or the
 * 결과보고서's): GET /api/surveys/{id}/results gives these with its breakdown.
 */
export async function readSurveyFigures(
  sql: Sql,
  row: SurveyRow,
  { version, questions: given }: FiguresOf = {},
): Promise<SurveyFigures> {
  const survey = surveyFieldsOf(row);
  // an earlier version's results are of the questions its answers were given to
  const shown = version ?? row.version;
  const counted = await versionCounts(sql, row.id);
  const questions =
    given ?? (shown === row.version ? row.questions : await versionQuestions(sql, row.id, shown));
  const { counts, answered } = await valueCounts(sql, row.id, shown);
  const { texts, totals } = await questionTexts(sql, row.id, shown, textKeysOf(questions));
  const size = await audienceSize(sql, row);
  const responses = counted.reduce((total, v) => total + v.responses, 0);
  // the current version is listed even before its first answer
  const versions = counted.some((v) => v.version === row.version)
    ? counted
    : [{ version: row.version, responses: 0 }, ...counted];
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
