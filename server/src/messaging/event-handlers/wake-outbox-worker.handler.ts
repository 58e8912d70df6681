import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { QrSendRequested } from '../../attendees/domain/attendee.events.js';
import type { QrMessageRetried } from '../domain/qr-message.events.js';
import { committed, type CommittedEvent } from '../../event-store/committed-event.js';
import { QrMessageWorker } from '../delivery/qr-message.worker.js';

/**
 * A QR send request (or an admin's retry) committed: the worker delivers it now instead of on its next round (every node's worker
 * also claims pending messages every second, so a request made on another node is sent as well).
 */
@EventsHandler(committed<QrSendRequested>('QrSendRequested'), committed<QrMessageRetried>('QrMessageRetried'))
export class WakeOutboxWorkerHandler implements IEventHandler<
  CommittedEvent<QrSendRequested | QrMessageRetried>
> {
  private readonly logger = new Logger('QrMessageWorker');

  constructor(@Inject(QrMessageWorker) private readonly worker: QrMessageWorker) {}

  handle(): void {
    // the worker logs its own delivery errors; this only keeps a rejected wake-up from going unhandled
    this.worker
      .kick()
      .catch((error: unknown) => this.logger.error(`QR 메시지 작업을 깨우지 못했습니다: ${String(error)}`));
  }
}
