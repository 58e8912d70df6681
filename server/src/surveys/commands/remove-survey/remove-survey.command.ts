import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin removes a survey with its answers. */
export class RemoveSurveyCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
