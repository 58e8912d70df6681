import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { QrSendSettingsQuery } from '../../queries/qr-send-settings/qr-send-settings.query.js';
import { qrSendChoice } from '../../domain/attendee.decider.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId, type QrSendRequested } from '../../domain/attendee.events.js';
import type { QrSendReceipt } from '@expo/contract/messaging';
import { RequestQrSendCommand } from './request-qr-send.command.js';

/**
 * Puts a QR message into the outbox (in the same transaction as the event) for the channel that reaches the
 * attendee; once committed, the event wakes the delivery worker (messaging/event-handlers). A kept message
 * (no channel configured reaches them) waits in the outbox for staff to forward its link.
 */
@CommandHandler(RequestQrSendCommand)
export class RequestQrSendHandler implements ICommandHandler<RequestQrSendCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, attendeeId, metadata }: RequestQrSendCommand): Promise<QrSendReceipt> {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const settings = await this.queries.execute(new QrSendSettingsQuery(eventId));
    const sendId = metadata.clientEventId ?? randomUUID();
    const events = await runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      attendeeDecider,
      { type: 'RequestQrSend', data: { eventId, ...qrSendChoice(settings, sendId) } },
      metadata,
    );
    const requested = events.find((e) => e.type === 'QrSendRequested') as { data: QrSendRequested['data'] };
    const channel = requested.data.channel ?? 'EMAIL';
    return { sendId: requested.data.sendId, status: channel === 'KEPT' ? 'KEPT' : 'PENDING', channel };
  }
}
