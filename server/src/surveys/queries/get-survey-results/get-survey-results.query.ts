import { Query } from '@nestjs/cqrs';
import type { SurveyResults } from '@expo/contract/surveys';

/** A survey's results for one version of its questions (default: the current one). */
export class GetSurveyResultsQuery extends Query<SurveyResults> {
  constructor(
    readonly eventId: number,
    readonly id: number,
    readonly version: number | undefined,
  ) {
    super();
  }
}
