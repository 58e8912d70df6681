import { Command } from '@nestjs/cqrs';
import type { RetriedMessage } from '@expo/contract/messaging';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/** An admin sends a failed QR message again. */
export class RetryQrMessageCommand extends Command<RetriedMessage> {
  constructor(
    readonly eventId: number,
    readonly sendId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
