import { Command } from '@nestjs/cqrs';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { DoorCheckIn } from '@expo/contract/visits';

/**
 * A badge scanned at a lecture's door by its staff (a desk of the event, or an admin): the same check-in as
 * the attendee's own on /visit-lecture. `metadata` names who scanned; its `clientEventId` is the scanner's
 * Idempotency-Key scoped by lecture and attendee.
 */
export class CheckInAtLectureDoorCommand extends Command<DoorCheckIn> {
  constructor(
    readonly lectureId: number,
    readonly userId: number,
    readonly staff: EntranceStaff,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
