import { Command } from '@nestjs/cqrs';
import type { SurveyAnswerItem, SurveyAnswered } from '@expo/contract/surveys';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { RespondentProof } from '../../queries/respondent.js';

/**
 * A respondent's answer to a survey. `answeredAt` is when they answered (a phone that kept it offline sends it
 * later); `metadata.clientEventId` the phone's Idempotency-Key, so a resend records nothing more.
 */
export class AnswerSurveyCommand extends Command<SurveyAnswered> {
  constructor(
    readonly surveyId: number,
    readonly proof: RespondentProof,
    readonly version: number,
    readonly answers: SurveyAnswerItem[],
    readonly answeredAt: Date | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
