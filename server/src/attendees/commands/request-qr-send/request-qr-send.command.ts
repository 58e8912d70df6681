import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { QrChannel } from '../../../messaging/domain/qr-channel.js';

/** What the request became: queued for its channel, or kept (no channel configured reaches the attendee). */
export interface QrSendReceipt {
  sendId: string;
  status: 'PENDING' | 'KEPT';
  channel: QrChannel;
}

export class RequestQrSendCommand extends Command<QrSendReceipt> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
