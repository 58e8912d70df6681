import { Module } from '@nestjs/common';
import { AnswerQrSendSettingsHandler } from './queries/answer-qr-send-settings/answer-qr-send-settings.handler.js';
import { RetryQrMessageHandler } from './commands/retry-qr-message/retry-qr-message.handler.js';
import { RecordQrDeliveryHandler } from './commands/record-qr-delivery/record-qr-delivery.handler.js';
import { DeliveryReportPoller } from './delivery/delivery-report.poller.js';
import { QrMessageWorker } from './delivery/qr-message.worker.js';
import { QrSenders } from './delivery/qr-senders.js';
import { WakeOutboxWorkerHandler } from './event-handlers/wake-outbox-worker.handler.js';
import { MessagesController } from './http/messages.controller.js';
import { BulkSendsController } from './http/bulk-sends.controller.js';
import { MessageSettingsController } from './http/message-settings.controller.js';
import { SurveySendsController } from './http/survey-sends.controller.js';
import { StartSurveySendHandler } from './commands/start-survey-send/start-survey-send.handler.js';
import { PreviewSurveySendHandler } from './queries/preview-survey-send/preview-survey-send.handler.js';
import { StartQrBulkSendHandler } from './commands/start-qr-bulk-send/start-qr-bulk-send.handler.js';
import { ChangeMessageSettingsHandler } from './commands/change-message-settings/change-message-settings.handler.js';
import { GetMessageSettingsHandler } from './queries/get-message-settings/get-message-settings.handler.js';
import { ListQrBulkSendsHandler } from './queries/list-qr-bulk-sends/list-qr-bulk-sends.handler.js';
import { PreviewQrBulkSendHandler } from './queries/preview-qr-bulk-send/preview-qr-bulk-send.handler.js';
import { GetQrChannelHealthHandler } from './queries/get-qr-channel-health/get-qr-channel-health.handler.js';
import { DeliverTestMessageHandler } from './commands/deliver-test-message/deliver-test-message.handler.js';
import { ListQrMessagesHandler } from './queries/list-qr-messages/list-qr-messages.handler.js';

@Module({
  controllers: [MessagesController, BulkSendsController, MessageSettingsController, SurveySendsController],
  providers: [
    AnswerQrSendSettingsHandler,
    QrSenders,
    QrMessageWorker,
    DeliveryReportPoller,
    RecordQrDeliveryHandler,
    RetryQrMessageHandler,
    WakeOutboxWorkerHandler,
    ListQrMessagesHandler,
    GetQrChannelHealthHandler,
    StartQrBulkSendHandler,
    ChangeMessageSettingsHandler,
    GetMessageSettingsHandler,
    ListQrBulkSendsHandler,
    PreviewQrBulkSendHandler,
    StartSurveySendHandler,
    PreviewSurveySendHandler,
    DeliverTestMessageHandler,
  ],
  exports: [QrMessageWorker],
})
export class MessagingModule {}
