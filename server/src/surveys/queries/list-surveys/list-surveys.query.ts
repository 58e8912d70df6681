import { Query } from '@nestjs/cqrs';
import type { SurveyList } from '@expo/contract/surveys';

/** The event's surveys, newest first. */
export class ListSurveysQuery extends Query<SurveyList> {
  constructor(readonly eventId: number) {
    super();
  }
}
