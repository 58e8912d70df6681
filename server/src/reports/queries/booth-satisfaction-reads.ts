import type { BoothSatisfaction } from '@expo/contract/reports';
import type { SurveyQuestion } from '@expo/contract/surveys';
import type { Sql } from '../../database/sql.js';
import {
  listSurveyRows,
  readSurveyAnswer,
  surveyFieldsOf,
  versionQuestions,
  type SurveyRow,
} from '../../surveys/queries/survey-reads.js';
import { boothSurveyAnswers } from '../domain/booth-survey-answers.js';

/** The event's 참가사 surveys (those its booths answer), oldest first, and the questions of each version read. */
export class ExhibitorSurveys {
  private readonly questions = new Map<string, SurveyQuestion[]>();

  private constructor(private readonly rows: readonly SurveyRow[]) {}

  static async read(sql: Sql, eventId: number): Promise<ExhibitorSurveys> {
    const rows = (await listSurveyRows(sql, eventId)).filter((row) => row.audience === 'exhibitors');
    return new ExhibitorSurveys(rows.sort((a, b) => a.id - b.id));
  }

  /** 참가사 만족도: the booth's own answer to each of them (the surveys context's reads of one answer). */
  async ofBooth(sql: Sql, boothId: number): Promise<BoothSatisfaction[]> {
    const shown: BoothSatisfaction[] = [];
    for (const row of this.rows) {
      const { title, state } = surveyFieldsOf(row);
      const answer = await readSurveyAnswer(sql, row.id, { kind: 'booth', boothId });
      if (!answer) {
        shown.push({ surveyId: row.id, title, state, answeredAt: null, version: null, answers: [] });
        continue;
      }
      const questions = await this.questionsOf(sql, row, answer.version);
      shown.push({
        surveyId: row.id,
        title,
        state,
        answeredAt: answer.answered_at,
        version: answer.version,
        answers: boothSurveyAnswers(questions, answer.answers),
      });
    }
    return shown;
  }

  /** The questions the answer was given to: the current ones, or an earlier version's (read once). */
  private async questionsOf(sql: Sql, row: SurveyRow, version: number): Promise<SurveyQuestion[]> {
    if (version === row.version) return row.questions;
    const key = `${String(row.id)}.${String(version)}`;
    const known = this.questions.get(key);
    if (known) return known;
    const read = await versionQuestions(sql, row.id, version);
    this.questions.set(key, read);
    return read;
  }
}
