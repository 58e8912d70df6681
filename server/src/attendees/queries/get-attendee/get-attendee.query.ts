import { Query } from '@nestjs/cqrs';
import type { AttendeeDto } from '../../attendee-row.js';

/** An attendee with the event it belongs to: what the `/qr-view` page shows. */
export type AttendeeWithEvent = AttendeeDto & { event: { id: number; name: string } };

/**
 * One attendee, for whoever may see it: an admin of the attendee's event (`adminEventId`, from a valid admin
 * token) or anyone holding the signed QR link (`signature`, the link's `sig`). Anyone else gets 404, as if
 * there were no such attendee.
 */
export class GetAttendeeQuery extends Query<AttendeeWithEvent> {
  constructor(
    readonly attendeeId: number,
    readonly access: { adminEventId?: number; signature?: string },
  ) {
    super();
  }
}
