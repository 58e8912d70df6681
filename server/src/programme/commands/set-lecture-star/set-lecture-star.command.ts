import { Command } from '@nestjs/cqrs';
import type { LectureStarAnswer, ProgrammeLinkQuery } from '@expo/contract/programme';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** Puts a lecture into the attendee's '내 일정' (`on`) or takes it out, by their signed QR link. */
export class SetLectureStarCommand extends Command<LectureStarAnswer> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
    readonly link: ProgrammeLinkQuery,
    readonly on: boolean,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
