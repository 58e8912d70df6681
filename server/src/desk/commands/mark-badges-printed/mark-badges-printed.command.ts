import { Command } from '@nestjs/cqrs';
import type { MarkedPrinted } from '@expo/contract/badges';
import type { EntranceStaff } from '../../../auth/entrance-staff.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** '출력 완료로 표시' after a batch print: exactly these attendees marked printed, one event each. */
export class MarkBadgesPrintedCommand extends Command<MarkedPrinted> {
  constructor(
    readonly attendeeIds: readonly number[],
    readonly staff: EntranceStaff,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
