import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { QrSendReceipt } from '@expo/contract/messaging';

export class RequestQrSendCommand extends Command<QrSendReceipt> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
