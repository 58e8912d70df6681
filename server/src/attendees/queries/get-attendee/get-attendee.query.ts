import { Query } from '@nestjs/cqrs';
import type { AttendeeWithEvent } from '@expo/contract/attendees';

/**
 * One attendee, for whoever may see it: an admin of the attendee's event (`adminEventId`, from a valid admin
 * token) or anyone holding the signed QR link (`signature`, the link's `sig`). A missing or wrong signature
 * is answered '유효하지 않은 링크입니다.' (403) whether or not the attendee exists.
 */
export class GetAttendeeQuery extends Query<AttendeeWithEvent> {
  constructor(
    readonly attendeeId: number,
    readonly access: { adminEventId?: number; signature?: string },
  ) {
    super();
  }
}
