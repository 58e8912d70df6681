import { Query } from '@nestjs/cqrs';
import type { KioskAttendee } from '@expo/contract/kiosk';

/** The attendee whose QR a kiosk scanned (the QR holds the attendee ID), as a kiosk may see them. */
export class FindKioskAttendeeQuery extends Query<KioskAttendee> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
