import { Query } from '@nestjs/cqrs';
import type { AttendeeHistoryEntry } from '@expo/contract/attendees';

/** The attendee's change history: who changed what, and when (newest first); answered by attendee-history. */
export class AttendeeHistoryQuery extends Query<AttendeeHistoryEntry[]> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
