import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyAnswerItem, SurveyForm } from '@expo/contract/surveys';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { respondentKey } from '../../domain/survey-answer.events.js';
import { joinTexts, type AnswerTexts } from '../../domain/survey-texts.js';
import { resolveRespondent } from '../respondent.js';
import { readSurveyRow, surveyState } from '../survey-reads.js';
import { GetSurveyFormQuery } from './get-survey-form.query.js';

interface AnswerRow {
  version: number;
  answers: Record<string, SurveyAnswerItem['value']>;
  texts: AnswerTexts;
  answered_at: string;
}

@QueryHandler(GetSurveyFormQuery)
export class GetSurveyFormHandler implements IQueryHandler<GetSurveyFormQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ surveyId, proof }: GetSurveyFormQuery): Promise<SurveyForm> {
    return withConnection(this.dataSource, async (sql) => {
      const row = await readSurveyRow(sql, surveyId);
      const respondent = await resolveRespondent(sql, this.secrets.get('link'), row, proof);
      const [answer] = await sql.query<AnswerRow>(
        `SELECT version, answers, texts, to_char(answered_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS answered_at
           FROM survey_answers WHERE survey_id = $1 AND respondent = $2`,
        [surveyId, respondentKey(respondent)],
      );
      const choices = answer
        ? Object.entries(answer.answers).map(([questionId, value]) => ({ questionId, value }))
        : [];
      return {
        id: row.id,
        title: row.title,
        notice: row.notice,
        collectsContact: row.collects_contact,
        audience: row.audience,
        lectureTitle: row.lecture_title,
        state: surveyState(row, new Date()),
        closesAt: row.closes_at ? toSeoulLocal(new Date(row.closes_at)) : null,
        version: row.version,
        questions: row.questions,
        answer: answer
          ? {
              version: answer.version,
              // an answer to an earlier version is shown with that version's question ids: the page asks again
              answers: joinTexts(row.questions, choices, answer.texts),
              answeredAt: answer.answered_at,
            }
          : null,
      };
    });
  }
}
