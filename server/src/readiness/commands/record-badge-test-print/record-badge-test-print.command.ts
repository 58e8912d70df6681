import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** '시험 인쇄': one test badge was printed in the event's badge size as it is now. */
export class RecordBadgeTestPrintCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
