import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** '검토 완료': the admin reviewed the event's privacy notices as they are now. */
export class ReviewPrivacyNoticesCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
