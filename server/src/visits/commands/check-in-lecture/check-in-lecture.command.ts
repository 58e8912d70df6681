import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** What an (anonymous) check-in answers: that it holds, and nothing about the attendee. */
export interface LectureCheckIn {
  lectureId: number;
  userId: number;
  visitedAt: string;
}

/**
 * An attendee's check-in at a lecture (open: no login). `metadata.clientEventId` is the phone's
 * Idempotency-Key scoped by lecture and attendee.
 */
export class CheckInLectureCommand extends Command<LectureCheckIn> {
  constructor(
    readonly lectureId: number,
    readonly userId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
