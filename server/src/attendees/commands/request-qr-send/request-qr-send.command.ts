import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../event-store/stored-event.js';

export class RequestQrSendCommand extends Command<{ sendId: string; status: string }> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
