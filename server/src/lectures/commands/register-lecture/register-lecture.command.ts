import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { LectureFields } from '../../domain/lecture-fields.js';
import type { Lecture } from '@expo/contract/lectures';

/** Registers a lecture of the event; answers it with its check-in address. */
export class RegisterLectureCommand extends Command<Lecture> {
  constructor(
    readonly eventId: number,
    readonly fields: LectureFields,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
