import { Query } from '@nestjs/cqrs';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';

export interface KioskSession {
  /** The kiosk token (24 h): look up a scanned attendee, print their badge once. Ends with the desk's login. */
  token: string;
  eventId: number;
  eventName: string;
}

/** A kiosk started from a desk's session (only a desk account: a kiosk belongs to a desk). */
export class StartKioskQuery extends Query<KioskSession> {
  constructor(readonly staff: EntranceStaff) {
    super();
  }
}
