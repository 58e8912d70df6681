import { Command } from '@nestjs/cqrs';
import type { TestAddress } from '@expo/contract/readiness';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { TestDelivery } from '../../test-message-delivery.js';

/** A test message to the address the organiser typed, sent through the real channel and recorded as it went. */
export class SendTestMessageCommand extends Command<TestDelivery & { to: string }> {
  constructor(
    readonly eventId: number,
    readonly to: TestAddress,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
