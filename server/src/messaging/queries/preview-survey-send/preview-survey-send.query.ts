import { Query } from '@nestjs/cqrs';
import type { BulkSendPlan, SurveySendInput } from '@expo/contract/messaging';

/** What a '설문 발송' would do now: how many by which channel, who is left out and why. */
export class PreviewSurveySendQuery extends Query<BulkSendPlan> {
  constructor(
    readonly eventId: number,
    readonly surveyId: number,
    readonly request: Omit<SurveySendInput, 'eventId'>,
  ) {
    super();
  }
}
