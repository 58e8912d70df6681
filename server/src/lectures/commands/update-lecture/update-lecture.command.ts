import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { LectureEdit } from '../../domain/lecture-fields.js';
import type { Lecture } from '@expo/contract/lectures';

/** A lecture edit: every field (정원 when named); only those that changed are recorded. */
export class UpdateLectureCommand extends Command<Lecture> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
    readonly fields: LectureEdit,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
