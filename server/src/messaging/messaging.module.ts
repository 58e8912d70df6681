import { Module } from '@nestjs/common';
import { RetryQrMessageHandler } from './commands/retry-qr-message/retry-qr-message.handler.js';
import { RecordQrDeliveryHandler } from './commands/record-qr-delivery/record-qr-delivery.handler.js';
import { QrMessageWorker } from './delivery/qr-message.worker.js';
import { WakeOutboxWorkerHandler } from './event-handlers/wake-outbox-worker.handler.js';
import { MessagesController } from './http/messages.controller.js';
import { ListQrMessagesHandler } from './queries/list-qr-messages/list-qr-messages.handler.js';

@Module({
  controllers: [MessagesController],
  providers: [
    QrMessageWorker,
    RecordQrDeliveryHandler,
    RetryQrMessageHandler,
    WakeOutboxWorkerHandler,
    ListQrMessagesHandler,
  ],
  exports: [QrMessageWorker],
})
export class MessagingModule {}
