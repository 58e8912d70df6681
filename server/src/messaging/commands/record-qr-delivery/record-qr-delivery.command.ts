import { Command } from '@nestjs/cqrs';
import type { QrMessageCommand } from '../../domain/qr-message.decider.js';

/** Records what became of a QR message the worker delivered (sent, or failed with its reason). */
export class RecordQrDeliveryCommand extends Command<void> {
  constructor(
    readonly sendId: string,
    readonly outcome: QrMessageCommand,
  ) {
    super();
  }
}
