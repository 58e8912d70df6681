import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BulkSendDto } from '../../bulk-send-reads.js';
import type { BulkSendRequest } from '../../bulk-send-planning.js';

/** An admin sends the QR to a set of attendees at once ('QR 일괄 발송'). */
export class StartQrBulkSendCommand extends Command<BulkSendDto> {
  constructor(
    readonly eventId: number,
    readonly request: BulkSendRequest,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
