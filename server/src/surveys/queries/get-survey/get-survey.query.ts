import { Query } from '@nestjs/cqrs';
import type { Survey } from '@expo/contract/surveys';

/** One survey of the event, as its admin edits it. */
export class GetSurveyQuery extends Query<Survey> {
  constructor(
    readonly eventId: number,
    readonly id: number,
  ) {
    super();
  }
}
