import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyForm } from '@expo/contract/surveys';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { joinTexts } from '../../domain/survey-texts.js';
import { readRespondentSurvey, resolveRespondent } from '../respondent.js';
import { readSurveyAnswer, surveyFieldsOf } from '../survey-reads.js';
import { GetSurveyFormQuery } from './get-survey-form.query.js';

@QueryHandler(GetSurveyFormQuery)
export class GetSurveyFormHandler implements IQueryHandler<GetSurveyFormQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ surveyId, proof }: GetSurveyFormQuery): Promise<SurveyForm> {
    return withConnection(this.dataSource, async (sql) => {
      const survey = await readRespondentSurvey(sql, surveyId, proof);
      const respondent = resolveRespondent(this.secrets.get('link'), survey, proof);
      const { row } = survey;
      const answer = await readSurveyAnswer(sql, surveyId, respondent);
      const {
        id,
        title,
        notice,
        collectsContact,
        audience,
        lectureTitle,
        state,
        closesAt,
        version,
        questions,
      } = surveyFieldsOf(row);
      const choices = Object.entries(answer?.answers ?? {}).map(([questionId, value]) => ({
        questionId,
        value,
      }));
      return {
        id,
        title,
        notice,
        collectsContact,
        audience,
        lectureTitle,
        state,
        closesAt,
        version,
        questions,
        answer: answer
          ? {
              version: answer.version,
              // an answer to an earlier version is shown with that version's question ids: the page asks again
              answers: joinTexts(questions, choices, answer.texts),
              answeredAt: answer.answered_at,
            }
          : null,
      };
    });
  }
}
