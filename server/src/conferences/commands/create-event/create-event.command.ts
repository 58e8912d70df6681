import { Command } from '@nestjs/cqrs';
import type { CreateEventBody } from '@expo/contract/events';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An organiser creates an event (행사명, 기간, 장소); answers its id. */
export class CreateEventCommand extends Command<number> {
  constructor(
    readonly fields: CreateEventBody,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
