import { Module } from '@nestjs/common';
import { RetryQrMessageHandler } from './commands/retry-qr-message/retry-qr-message.handler.js';
import { RecordQrDeliveryHandler } from './commands/record-qr-delivery/record-qr-delivery.handler.js';
import { DeliveryReportPoller } from './delivery/delivery-report.poller.js';
import { QrMessageWorker } from './delivery/qr-message.worker.js';
import { QrSenders } from './delivery/qr-senders.js';
import { WakeOutboxWorkerHandler } from './event-handlers/wake-outbox-worker.handler.js';
import { MessagesController } from './http/messages.controller.js';
import { ListQrMessagesHandler } from './queries/list-qr-messages/list-qr-messages.handler.js';

@Module({
  controllers: [MessagesController],
  providers: [
    QrSenders,
    QrMessageWorker,
    DeliveryReportPoller,
    RecordQrDeliveryHandler,
    RetryQrMessageHandler,
    WakeOutboxWorkerHandler,
    ListQrMessagesHandler,
  ],
  exports: [QrMessageWorker],
})
export class MessagingModule {}
