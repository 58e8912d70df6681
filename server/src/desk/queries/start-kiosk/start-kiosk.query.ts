import { Query } from '@nestjs/cqrs';
import type { KioskSession } from '@expo/contract/kiosk';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';

/** A kiosk started from a desk's session (only a desk account: a kiosk belongs to a desk). */
export class StartKioskQuery extends Query<KioskSession> {
  constructor(readonly staff: EntranceStaff) {
    super();
  }
}
