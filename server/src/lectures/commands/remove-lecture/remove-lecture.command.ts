import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** Removes a lecture with its attendance list. */
export class RemoveLectureCommand extends Command<{ id: number }> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
