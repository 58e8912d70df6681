import { Command } from '@nestjs/cqrs';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BadgePrint } from '@expo/contract/desks';
import type { KioskBadgePrint } from '@expo/contract/kiosk';

/** 명찰 출력 at a desk or a kiosk: the badge printed (and the attendee in for the day). */
export class PrintBadgeCommand extends Command<BadgePrint | KioskBadgePrint> {
  constructor(
    readonly attendeeId: number,
    readonly staff: EntranceStaff,
    readonly options: { reprint: boolean; unpaidConfirmed: boolean },
    readonly clientTime: Date | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
