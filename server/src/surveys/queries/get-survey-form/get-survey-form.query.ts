import { Query } from '@nestjs/cqrs';
import type { SurveyForm } from '@expo/contract/surveys';
import type { RespondentProof } from '../respondent.js';

/** The answering page: the survey as the respondent sees it, with their answer when they gave one. */
export class GetSurveyFormQuery extends Query<SurveyForm> {
  constructor(
    readonly surveyId: number,
    readonly proof: RespondentProof,
  ) {
    super();
  }
}
