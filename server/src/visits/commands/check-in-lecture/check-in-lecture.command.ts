import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { LectureCheckIn } from '@expo/contract/visits';

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
