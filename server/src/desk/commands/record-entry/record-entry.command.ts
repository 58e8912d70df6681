import { Command } from '@nestjs/cqrs';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { EntryResult } from '@expo/contract/desks';

/** 입장 확인: the attendee came in today (counted once per event day). */
export class RecordEntryCommand extends Command<EntryResult> {
  constructor(
    readonly attendeeId: number,
    readonly staff: EntranceStaff,
    /** When a laptop queued it offline; the server's time otherwise. */
    readonly clientTime: Date | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
