import { Command } from '@nestjs/cqrs';
import type { SurveyBody } from '@expo/contract/surveys';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin makes a survey of their event. */
export class CreateSurveyCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly body: SurveyBody,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
