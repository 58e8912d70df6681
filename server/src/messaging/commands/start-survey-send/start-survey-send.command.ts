import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BulkSend, SurveySendInput } from '@expo/contract/messaging';

/** An admin sends a survey's link to its audience ('설문 발송'). */
export class StartSurveySendCommand extends Command<BulkSend> {
  constructor(
    readonly eventId: number,
    readonly surveyId: number,
    readonly request: Omit<SurveySendInput, 'eventId'>,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
