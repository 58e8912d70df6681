import { Command } from '@nestjs/cqrs';
import type { Survey, SurveyBody } from '@expo/contract/surveys';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin edits a survey: the body replaces it (a new version when answered questions change). */
export class ChangeSurveyCommand extends Command<Survey> {
  constructor(
    readonly eventId: number,
    readonly id: number,
    readonly body: SurveyBody,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
