import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId, type QrSendRequested } from '../../domain/attendee.events.js';
import { RequestQrSendCommand } from './request-qr-send.command.js';

/**
 * Puts a QR message into the outbox (in the same transaction as the event); once committed, the event wakes
 * the delivery worker (messaging/event-handlers).
 */
@CommandHandler(RequestQrSendCommand)
export class RequestQrSendHandler implements ICommandHandler<RequestQrSendCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, attendeeId, metadata }: RequestQrSendCommand) {
    const sendId = metadata.clientEventId ?? randomUUID();
    const events = await runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      attendeeDecider,
      { type: 'RequestQrSend', data: { eventId, sendId } },
      metadata,
    );
    const requested = events.find((e) => e.type === 'QrSendRequested') as
      { data: QrSendRequested['data'] } | undefined;
    return { sendId: requested?.data.sendId ?? sendId, status: 'PENDING' };
  }
}
