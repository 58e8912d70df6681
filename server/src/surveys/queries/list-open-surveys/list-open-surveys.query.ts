import { Query } from '@nestjs/cqrs';
import type { OpenSurveys } from '@expo/contract/surveys';
import type { RespondentProof } from '../respondent.js';

/** The surveys a respondent may answer now (the QR page's and the booth page's '만족도 조사'). */
export class ListOpenSurveysQuery extends Query<OpenSurveys> {
  constructor(readonly proof: RespondentProof) {
    super();
  }
}
