import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { qrMessageDecider } from '../../domain/qr-message.decider.js';
import { qrMessageStreamId } from '../../domain/qr-message.events.js';
import { RecordQrDeliveryCommand } from './record-qr-delivery.command.js';

/** The message's stream decides whether the outcome is new (a message is never recorded as sent twice). */
@CommandHandler(RecordQrDeliveryCommand)
export class RecordQrDeliveryHandler implements ICommandHandler<RecordQrDeliveryCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ sendId, outcome }: RecordQrDeliveryCommand): Promise<void> {
    await runCommand(this.store, qrMessageStreamId(sendId), qrMessageDecider, outcome, {
      actor: { kind: 'system' },
    });
  }
}
