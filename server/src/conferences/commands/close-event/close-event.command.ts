import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** '행사 종료' (`closed` true) or '다시 열기' (false): recorded on the event's stream; a repeat changes nothing. */
export class CloseEventCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly closed: boolean,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
