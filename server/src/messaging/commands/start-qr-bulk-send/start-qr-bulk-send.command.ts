import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BulkSend, BulkSendRequest } from '@expo/contract/messaging';

/** An admin sends the QR to a set of attendees at once ('QR 일괄 발송'). */
export class StartQrBulkSendCommand extends Command<BulkSend> {
  constructor(
    readonly eventId: number,
    readonly request: BulkSendRequest,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
